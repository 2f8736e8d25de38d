import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ProductIndex } from '../index/product-index';
import { SearchIndexer } from './search-indexer';

/**
 * On start, a missing or empty products index, or one built with other settings (a deploy changed
 * them), is rebuilt from PostgreSQL in the background (a fresh `npm start`, a Meilisearch that lost
 * its data), so search works without a manual reindex. Start-up never waits for it: listings
 * answer from PostgreSQL until a built index is swapped in, or from the old one meanwhile.
 */
@Injectable()
export class SearchIndexBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(SearchIndexBootstrap.name);

  constructor(
    private readonly index: ProductIndex,
    private readonly indexer: SearchIndexer,
  ) {}

  onApplicationBootstrap(): void {
    void this.rebuildIfNeeded();
  }

  async rebuildIfNeeded(): Promise<boolean> {
    try {
      const reason = await this.reasonToRebuild();
      if (reason === undefined) return false;
      await this.indexer.enqueueRebuild();
      this.logger.log(`${this.index.uid} is ${reason}: queued a full build`);
      return true;
    } catch (error) {
      this.logger.warn(
        `could not check ${this.index.uid} (${(error as Error).message}); listings answer from PostgreSQL until Meilisearch does`,
      );
      return false;
    }
  }

  private async reasonToRebuild(): Promise<string | undefined> {
    const documents = await this.index.documentCount();
    if (documents === undefined) return 'missing';
    if (documents === 0) return 'empty';
    if (await this.index.settingsOutdated()) return 'built with other settings';
    return undefined;
  }
}
