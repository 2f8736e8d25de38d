import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
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
 * Upserts queued in Meilisearch before the oldest is waited for. Meilisearch batches consecutive
 * document tasks of an index into one indexing run; waiting for each 1,000-product task before
 * queuing the next made a 100,000-product sync 100 separate runs.
 */
const MAX_UNCONFIRMED = 8;

/**
 * The `search-index` worker: one job at a time per replica, so Meilisearch receives the batches in
 * the order they were read from PostgreSQL (its task queue keeps that order: the newest state is
 * applied last).
 */
@Processor(JobQueue.SearchIndex, { concurrency: 1 })
export class SearchIndexProcessor extends LoggedWorkerHost<SearchIndexJobData, SearchIndexResult> {
  /** Upsert tasks queued and not yet confirmed, oldest first, with the products they carry. */
  private readonly unconfirmed: Array<{ taskUid: number; ids: string[] }> = [];

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
    if (documents.length > 0) {
      this.unconfirmed.push({ taskUid: await this.index.enqueueUpsert(documents, this.index.uid), ids: [...found] });
    }
    await this.index.remove(gone);
    await this.confirm(MAX_UNCONFIRMED);
    return { upserted: documents.length, removed: gone.length };
  }

  /** Once the queue is empty, every queued upsert is confirmed. */
  @OnWorkerEvent('drained')
  async onDrained(): Promise<void> {
    await this.confirm(0);
  }

  /**
   * Waits for the oldest upserts until at most `keep` are unconfirmed. A failed one is synced again
   * (a new job re-reads its products), so no change is lost to a failed task.
   */
  private async confirm(keep: number): Promise<void> {
    while (this.unconfirmed.length > keep) {
      const oldest = this.unconfirmed.shift() as { taskUid: number; ids: string[] };
      try {
        await this.index.waitForAll([oldest.taskUid], 'search sync');
      } catch (error) {
        this.logger.warn(`${(error as Error).message}; syncing its ${oldest.ids.length} product(s) again`);
        await this.indexer.enqueue(oldest.ids);
      }
    }
  }
}
