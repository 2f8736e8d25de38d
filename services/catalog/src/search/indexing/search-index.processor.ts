import { Processor } from '@nestjs/bullmq';
import { JobQueue } from '@lumina/contracts';
import { LoggedWorkerHost } from '@lumina/platform';
import type { Job } from 'bullmq';
import { ProductIndex } from '../index/product-index';
import { IndexRebuilder } from './index-rebuilder';
import { assertNever, type SearchIndexJobData, type SyncProductsJob } from './search-index.job';
import { SearchDocumentsRepository } from './search-documents.repository';
import { SearchIndexer } from './search-indexer';

export interface SearchIndexResult {
  upserted: number;
  removed: number;
}

/**
 * The `search-index` worker: one job at a time per replica, since Meilisearch indexes an index's
 * tasks one after another anyway and order between batches keeps the newest state last.
 */
@Processor(JobQueue.SearchIndex, { concurrency: 1 })
export class SearchIndexProcessor extends LoggedWorkerHost<SearchIndexJobData, SearchIndexResult> {
  constructor(
    private readonly documents: SearchDocumentsRepository,
    private readonly index: ProductIndex,
    private readonly rebuilder: IndexRebuilder,
    private readonly indexer: SearchIndexer,
  ) {
    super();
  }

  protected async handle(job: Job<SearchIndexJobData, SearchIndexResult>): Promise<SearchIndexResult> {
    const data = job.data;
    switch (data.kind) {
      case 'sync':
        return this.sync(data);
      case 'rebuild': {
        const result = await this.rebuilder.rebuild();
        return { upserted: result?.documents ?? 0, removed: 0 };
      }
      default:
        return assertNever(data);
    }
  }

  private async sync(job: SyncProductsJob): Promise<SearchIndexResult> {
    // No live index yet: a rebuild creates it whole from PostgreSQL, these products included.
    if (!(await this.index.liveExists())) {
      await this.indexer.enqueueRebuild();
      return { upserted: 0, removed: 0 };
    }
    const documents = await this.documents.byIds(job.ids);
    const found = new Set(documents.map((document) => document.id));
    const gone = job.ids.filter((id) => !found.has(id));
    await this.index.upsert(documents);
    await this.index.remove(gone);
    return { upserted: documents.length, removed: gone.length };
  }
}
