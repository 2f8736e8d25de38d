import { Processor } from '@nestjs/bullmq';
import { JobQueue } from '@lumina/contracts';
import { LoggedWorkerHost } from '@lumina/platform';
import { UnrecoverableError, type Job } from 'bullmq';
import { ingestWorkerOptions } from '../config';
import { FeedError } from '../feeds/feed.errors';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { MerchantsService } from '../merchants/merchants.service';
import { IngestLogsRepository } from './ingest-logs.repository';
import { IngestRunService } from './ingest-run.service';
import { MAX_CONSECUTIVE_FAILURES, type IngestJobData } from './ingest.job';

/**
 * Thin worker: one run per job. Permanent feed problems fail at once (UnrecoverableError) with
 * their reason on the log; anything else is retried with the queue's backoff, and the log fails
 * only when the last attempt does.
 */
@Processor(JobQueue.Ingest, ingestWorkerOptions())
export class IngestProcessor extends LoggedWorkerHost<IngestJobData, string> {
  constructor(
    private readonly runs: IngestRunService,
    private readonly logs: IngestLogsRepository,
    private readonly merchantRows: MerchantsRepository,
    private readonly merchants: MerchantsService,
  ) {
    super();
  }

  protected async handle(job: Job<IngestJobData, string>): Promise<string> {
    const { logId, merchantId } = job.data;
    const log = await this.logs.find(logId);
    if (!log || (log.status !== 'pending' && log.status !== 'running')) return 'already finished';
    if (log.cancelRequested) {
      await this.logs.finish(logId, 'cancelled', { message: 'Cancelled by an admin' });
      return 'cancelled';
    }
    const merchant = await this.merchantRows.find(merchantId);
    if (!merchant) {
      await this.logs.finish(logId, 'failed', { message: 'The merchant no longer exists' });
      return 'merchant gone';
    }
    // An uploaded file says nothing about the health of the merchant's feed: neither its item count
    // (the stale guard's reference) nor its failures (the schedule's pause) are recorded.
    const ofFeed = log.uploadId === null;
    // An uploaded file rewrites products the feed also lists: the next sync reads the feed whole
    // instead of asking whether it changed (it may not have, while the products did).
    if (!ofFeed) await this.merchantRows.forgetFeedValidators(merchantId);
    try {
      const outcome = await this.runs.run(logId, merchant);
      if (outcome.status === 'completed' && ofFeed) {
        await this.merchantRows.recordRunOutcome(merchantId, { succeeded: true, itemCount: outcome.itemCount, validators: outcome.validators });
        if (merchant.syncPausedReason) await this.merchants.setSchedulePause(merchantId, null);
      }
      if (outcome.status === 'cancelled') await this.merchantRows.forgetFeedValidators(merchantId);
      return outcome.status;
    } catch (error) {
      const permanent = error instanceof FeedError && error.permanent;
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const reason = error instanceof FeedError ? error.message : `Ingest failed: ${(error as Error).message ?? String(error)}`;
      if (!permanent && !lastAttempt) {
        await this.logs.setMessage(logId, `Retrying after: ${reason}`);
        throw error;
      }
      await this.logs.finish(logId, 'failed', { message: reason });
      if (!ofFeed) throw permanent ? new UnrecoverableError(reason) : error;
      const failures = await this.merchantRows.recordRunOutcome(merchantId, { succeeded: false });
      if (failures >= MAX_CONSECUTIVE_FAILURES) await this.merchants.setSchedulePause(merchantId, `Paused after ${failures} failed syncs in a row. Last error: ${reason}`);
      throw permanent ? new UnrecoverableError(reason) : error;
    }
  }
}
