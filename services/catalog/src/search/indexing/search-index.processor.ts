import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
import { JobQueue } from '@lumina/contracts';
import { LoggedWorkerHost } from '@lumina/platform';
import type { Job } from 'bullmq';
import { ProductIndex } from '../index/product-index';
import { IndexRebuilder } from './index-rebuilder';
import { assertNever, SYNC_BATCH_SIZE, type SearchIndexJobData } from './search-index.job';
import { SearchDocumentsRepository } from './search-documents.repository';
import { SearchIndexer } from './search-indexer';
import { SyncCoalescer, type Flushed } from './sync-coalescer';

export interface SearchIndexResult {
  upserted: number;
  removed: number;
}

/**
 * Upserts queued in Meilisearch before the oldest is waited for: Meilisearch indexes the next
 * while we read PostgreSQL for the one after.
 */
const MAX_UNCONFIRMED = 4;

/**
 * Sync jobs a replica runs at once: their ids are flushed together (SyncCoalescer), up to
 * `SYNC_JOBS_AT_ONCE` jobs of `SYNC_BATCH_SIZE` ids; during bulk writes (a flush of a full job or
 * more) at most every `FLUSH_INTERVAL_MS`.
 */
const SYNC_JOBS_AT_ONCE = 10;
const FLUSH_INTERVAL_MS = 2_000;
/**
 * Longest a flush waits for a feed sync's writes to end: the index trails the catalogue by at
 * most this (plus the flush) during a sync of any size.
 */
const MAX_HOLD_MS = 30_000;

/**
 * The `search-index` worker. Its Meilisearch work runs one flush (or rebuild) at a time per replica,
 * so Meilisearch receives the updates in the order they were read from PostgreSQL (its task queue
 * keeps that order: the newest state is applied last).
 */
@Processor(JobQueue.SearchIndex, { concurrency: SYNC_JOBS_AT_ONCE })
export class SearchIndexProcessor extends LoggedWorkerHost<SearchIndexJobData, SearchIndexResult> {
  /** Upsert tasks queued and not yet confirmed, oldest first, with the products they carry. */
  private readonly unconfirmed: Array<{ taskUid: number; ids: string[] }> = [];
  private readonly coalescer = new SyncCoalescer((ids) => this.flush(ids), {
    maxIds: SYNC_JOBS_AT_ONCE * SYNC_BATCH_SIZE,
    intervalMs: FLUSH_INTERVAL_MS,
    burstIds: SYNC_BATCH_SIZE,
    held: () => this.indexer.bulkWriteUnderway(),
    maxHoldMs: MAX_HOLD_MS,
  });

  constructor(
    private readonly documents: SearchDocumentsRepository,
    private readonly index: ProductIndex,
    private readonly rebuilder: IndexRebuilder,
    private readonly indexer: SearchIndexer,
  ) {
    super();
  }

  /** A stopping worker waits for its active jobs: those waiting for a flush get it now. */
  override async beforeApplicationShutdown(): Promise<void> {
    this.coalescer.hurry();
    await super.beforeApplicationShutdown();
  }

  protected async handle(job: Job<SearchIndexJobData, SearchIndexResult>): Promise<SearchIndexResult> {
    const data = job.data;
    switch (data.kind) {
      case 'sync':
        return this.coalescer.sync(data.ids);
      case 'rebuild': {
        const result = await this.coalescer.exclusive(() => this.rebuilder.rebuild());
        return { upserted: result?.documents ?? 0, removed: 0 };
      }
      default:
        return assertNever(data);
    }
  }

  private async flush(ids: string[]): Promise<Flushed> {
    // No live index yet: a rebuild creates it whole from PostgreSQL, these products included.
    if (!(await this.index.liveExists())) {
      await this.indexer.enqueueRebuild();
      return { upserted: new Set(), removed: new Set() };
    }
    const documents = await this.documents.byIds(ids);
    const found = new Set(documents.map((document) => document.id));
    const gone = ids.filter((id) => !found.has(id));
    if (documents.length > 0) {
      this.unconfirmed.push({ taskUid: await this.index.enqueueUpsert(documents, this.index.uid), ids: [...found] });
    }
    await this.index.remove(gone);
    await this.confirm(MAX_UNCONFIRMED);
    return { upserted: found, removed: new Set(gone) };
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
