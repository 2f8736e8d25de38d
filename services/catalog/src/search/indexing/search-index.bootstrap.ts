import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ProductIndex } from '../index/product-index';
import { SearchIndexer } from './search-indexer';

/**
 * On start, a missing or empty products index is built from PostgreSQL in the background (a
 * fresh `npm start`, or a Meilisearch that lost its data), so search works without a manual
 * reindex. Start-up never waits for it: listings answer from PostgreSQL until the built index is
 * swapped in.
 */
@Injectable()
export class SearchIndexBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(SearchIndexBootstrap.name);

  constructor(
    private readonly index: ProductIndex,
    private readonly indexer: SearchIndexer,
  ) {}

  onApplicationBootstrap(): void {
    void this.buildIfMissing();
  }

  async buildIfMissing(): Promise<boolean> {
    try {
      const documents = await this.index.documentCount();
      if (documents !== undefined && documents > 0) return false;
      await this.indexer.enqueueRebuild();
      this.logger.log(
        `${this.index.uid} is ${documents === undefined ? 'missing' : 'empty'}: queued a full build`,
      );
      return true;
    } catch (error) {
      this.logger.warn(
        `could not check ${this.index.uid} (${(error as Error).message}); listings answer from PostgreSQL until Meilisearch does`,
      );
      return false;
    }
  }
}
