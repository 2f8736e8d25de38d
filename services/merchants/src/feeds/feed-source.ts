import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { FeedAuth, FeedFormat } from '@lumina/contracts';
import { decodeFeed } from './feed-decoder';
import { FeedFetcher, type FeedFetchOptions } from './feed-fetcher';
import { feedRecords, type FeedRecord } from './feed-records';

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

/** Download → unpack → parse, as one stream of records; `close` stops the download early. */
@Injectable()
export class FeedSource implements OnApplicationShutdown {
  private readonly fetcher: FeedFetcher;

  constructor(@Inject(FEED_SOURCE_OPTIONS) private readonly options: FeedSourceOptions) {
    this.fetcher = new FeedFetcher(options);
  }

  async open(feed: FeedToRead): Promise<{ records: AsyncGenerator<FeedRecord>; close: () => Promise<void> }> {
    const fetched = await this.fetcher.fetch(feed.feedUrl, feed.feedAuth);
    const decoded = await decodeFeed(fetched.body, this.options.maxDecompressedBytes);
    const records = feedRecords(decoded.stream, feed.feedFormat, feed.itemElement);
    return {
      records,
      close: async () => {
        fetched.body.destroy();
        decoded.stream.destroy();
        await decoded.cleanup();
      },
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.fetcher.close();
  }
}
