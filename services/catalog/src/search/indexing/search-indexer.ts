import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { RequestContext, traceForJob } from '@lumina/platform';
import type { Queue } from 'bullmq';
import { SYNC_BATCH_SIZE, type SearchIndexJobData } from './search-index.job';

/**
 * How product changes reach the search index: every write path (seed, ingest, admin edits) calls
 * `enqueue(ids)` after its transaction commits. Jobs carry ids in batches; the worker builds the
 * documents from PostgreSQL.
 */
@Injectable()
export class SearchIndexer {
  constructor(@InjectQueue(JobQueue.SearchIndex) private readonly queue: Queue<SearchIndexJobData>) {}

  async enqueue(ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
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
