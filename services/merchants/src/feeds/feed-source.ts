import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { FeedAuth, FeedFormat } from '@lumina/contracts';
import type { Readable } from 'node:stream';
import { decodeFeed } from './feed-decoder';
import { FeedFetcher, type FeedFetchOptions, type FileValidators, type UnchangedFeed } from './feed-fetcher';
import { feedRecords, type FeedRecord } from './feed-records';
import { FeedError } from './feed.errors';
import { FeedUploadsRepository } from './feed-uploads.repository';
import type { RecordLimits } from './record-limits';

export const FEED_SOURCE_OPTIONS = Symbol('FEED_SOURCE_OPTIONS');
export interface FeedSourceOptions extends FeedFetchOptions {
  maxDecompressedBytes: number;
  /** Per item and per field (FEED_MAX_RECORD_BYTES, FEED_MAX_FIELD_BYTES). */
  limits: RecordLimits;
}

export interface FeedToRead {
  feedUrl: string;
  feedAuth: FeedAuth;
  feedFormat: FeedFormat;
  itemElement?: string;
}

export interface OpenFeed {
  records: AsyncGenerator<FeedRecord>;
  /** The downloaded file's validators (none for an uploaded file). */
  validators: FileValidators;
  close: () => Promise<void>;
  /** Ends the reading now, even while the server sends nothing: the records fail with `reason`. */
  abort: (reason: Error) => void;
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

  /** `known`: the validators of the file the last sync read; the answer may then be that it is unchanged. */
  open(feed: FeedToRead): Promise<OpenFeed>;
  open(feed: FeedToRead, known: FileValidators | undefined): Promise<OpenFeed | UnchangedFeed>;
  async open(feed: FeedToRead, known?: FileValidators): Promise<OpenFeed | UnchangedFeed> {
    const fetched = await this.fetcher.fetch(feed.feedUrl, feed.feedAuth, known);
    if ('notModified' in fetched) return fetched;
    return this.parse(fetched.body, feed.feedFormat, feed.itemElement, fetched.validators);
  }

  /** An admin's uploaded file, in the format its name gave (the merchant's own feedFormat is for its URL). */
  async openUpload(uploadId: string, itemElement?: string): Promise<OpenFeed> {
    const upload = await this.uploads.find(uploadId);
    if (!upload) throw new FeedError('the uploaded file is gone (it expired or its run already ended)', true);
    return this.parse(this.uploads.read(upload), upload.feedFormat, itemElement, { etag: null, lastModified: null });
  }

  private async parse(body: Readable, format: FeedFormat, itemElement: string | undefined, validators: FileValidators): Promise<OpenFeed> {
    const decoded = await decodeFeed(body, this.options.maxDecompressedBytes);
    const records = feedRecords(decoded, format, itemElement, this.options.limits);
    return {
      records,
      validators,
      close: async () => {
        body.destroy();
        decoded.destroy();
      },
      abort: (reason) => {
        // An error, not a bare destroy: it travels down the pipes to the parser the records wait on.
        decoded.destroy(reason);
        body.destroy();
      },
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.fetcher.close();
  }
}
