import { Processor } from '@nestjs/bullmq';
import { JobQueue } from '@lumina/contracts';
import { DomainError, LoggedWorkerHost } from '@lumina/platform';
import type { Job } from 'bullmq';
import { IngestService } from './ingest.service';
import type { FeedSyncJobData } from './ingest.job';

/** A scheduled tick: queue a run like an admin's Sync; a run already queued or running is enough. */
@Processor(JobQueue.FeedSync)
export class FeedSyncProcessor extends LoggedWorkerHost<FeedSyncJobData, string> {
  constructor(private readonly ingest: IngestService) {
    super();
  }

  protected async handle(job: Job<FeedSyncJobData, string>): Promise<string> {
    try {
      const log = await this.ingest.start(job.data.merchantId, 'schedule');
      return `queued ${log.id}`;
    } catch (error) {
      if (error instanceof DomainError && (error.kind === 'conflict' || error.kind === 'not_found' || error.kind === 'validation')) return error.message;
      throw error;
    }
  }
}
