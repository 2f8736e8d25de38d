import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { RequestContext, traceForJob } from '@lumina/platform';
import type { Queue } from 'bullmq';
import { SYNC_BATCH_SIZE, type SearchIndexJobData } from './search-index.job';

/**
 * How long a bulk write's mark lasts: each batch of a feed sync renews it (they come every few
 * hundred ms), so it lapses soon after the last one even when the run's end is never signalled.
 */
const BULK_WRITE_MARK_MS = 3_000;

/**
 * How product changes reach the search index: every write path (seed, ingest, admin edits) calls
 * `enqueue(ids)` after its transaction commits. Jobs carry ids in batches; the worker builds the
 * documents from PostgreSQL.
 */
@Injectable()
export class SearchIndexer {
  constructor(@InjectQueue(JobQueue.SearchIndex) private readonly queue: Queue<SearchIndexJobData>) {}

  /**
   * `bulk`: the ids come from a feed sync's batch. The mark is set before the jobs are added, so
   * the worker holds their flush while the sync goes on writing (SyncCoalescer).
   */
  async enqueue(ids: readonly string[], { bulk = false }: { bulk?: boolean } = {}): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    if (bulk) await (await this.queue.client).set(this.bulkWriteKey, '1', { PX: BULK_WRITE_MARK_MS });
    // The request id and the acting admin (issue 9) travel with the job and appear in its logs.
    const trace = traceForJob();
    const jobs = [];
    for (let start = 0; start < unique.length; start += SYNC_BATCH_SIZE) {
      jobs.push({
        name: 'sync',
        data: { kind: 'sync' as const, ids: unique.slice(start, start + SYNC_BATCH_SIZE), ...trace },
      });
    }
    await this.queue.addBulk(jobs);
  }

  /** A feed sync wrote its last batch: what its batches queued may be flushed now. */
  async endBulkWrite(): Promise<void> {
    await (await this.queue.client).del(this.bulkWriteKey);
  }

  /** Whether a feed sync is writing (any replica's, any merchant's). */
  async bulkWriteUnderway(): Promise<boolean> {
    return (await (await this.queue.client).get(this.bulkWriteKey)) !== null;
  }

  /** Beside the queue's own keys: same prefix, so test runs and deployments stay apart. */
  private get bulkWriteKey(): string {
    return `${this.queue.qualifiedName}:bulk-write`;
  }

  /**
   * Refills the whole index in the background (swap, no downtime). Asked again while one waits or
   * runs, it is not queued twice (several replicas starting, many jobs finding no index).
   */
  async enqueueRebuild(): Promise<void> {
    await this.queue.add(
      'rebuild',
      { kind: 'rebuild', requestId: RequestContext.requestId() },
      { deduplication: { id: 'rebuild' } },
    );
  }
}
