import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { FeedAuth, FeedFormat } from '@lumina/contracts';
import type { Readable } from 'node:stream';
import { decodeFeed } from './feed-decoder';
import { FeedFetcher, type FeedFetchOptions } from './feed-fetcher';
import { feedRecords, type FeedRecord } from './feed-records';
import { FeedError } from './feed.errors';
import { FeedUploadsRepository } from './feed-uploads.repository';

export const FEED_SOURCE_OPTIONS = Symbol('FEED_SOURCE_OPTIONS');
export interface FeedSourceOptions extends FeedFetchOptions {
  maxDecompressedBytes: number;
}

export interface FeedToRead {
  feedUrl: string;
  feedAuth: FeedAuth;
  feedFormat: FeedFormat;
  itemElement?: string;
}

export interface OpenFeed {
  records: AsyncGenerator<FeedRecord>;
  close: () => Promise<void>;
}

/**
 * Download (or an uploaded file) → unpack → parse, as one stream of records; `close` stops the
 * reading early. Both sources go through the same unpacking, caps and parsers.
 */
@Injectable()
export class FeedSource implements OnApplicationShutdown {
  private readonly fetcher: FeedFetcher;

  constructor(
    @Inject(FEED_SOURCE_OPTIONS) private readonly options: FeedSourceOptions,
    private readonly uploads: FeedUploadsRepository,
  ) {
    this.fetcher = new FeedFetcher(options);
  }

  async open(feed: FeedToRead): Promise<OpenFeed> {
    const fetched = await this.fetcher.fetch(feed.feedUrl, feed.feedAuth);
    return this.parse(fetched.body, feed.feedFormat, feed.itemElement);
  }

  /** An admin's uploaded file, in the format its name gave (the merchant's own feedFormat is for its URL). */
  async openUpload(uploadId: string, itemElement?: string): Promise<OpenFeed> {
    const upload = await this.uploads.find(uploadId);
    if (!upload) throw new FeedError('the uploaded file is gone (it expired or its run already ended)', true);
    return this.parse(this.uploads.read(upload), upload.feedFormat, itemElement);
  }

  private async parse(body: Readable, format: FeedFormat, itemElement?: string): Promise<OpenFeed> {
    const decoded = await decodeFeed(body, this.options.maxDecompressedBytes);
    const records = feedRecords(decoded.stream, format, itemElement);
    return {
      records,
      close: async () => {
        body.destroy();
        decoded.stream.destroy();
        await decoded.cleanup();
      },
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.fetcher.close();
  }
}
