import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { JobQueue, type IngestLogDto } from '@lumina/contracts';
import { RequestContext } from '@lumina/platform';
import type { Queue } from 'bullmq';
import { IngestAlreadyRunningError, MerchantInactiveError, NoActiveRunError, NoFeedUrlError } from '../merchants/merchant.errors';
import { MerchantsService } from '../merchants/merchants.service';
import { FeedUploadsService } from './feed-uploads.service';
import { IngestLogsRepository, type LogsQuery } from './ingest-logs.repository';
import type { IngestJobData } from './ingest.job';

/** Starting, cancelling and listing runs. The run itself is IngestProcessor's. */
@Injectable()
export class IngestService {
  private readonly logger = new Logger(IngestService.name);

  constructor(
    private readonly merchants: MerchantsService,
    private readonly logs: IngestLogsRepository,
    private readonly uploads: FeedUploadsService,
    @InjectQueue(JobQueue.Ingest) private readonly queue: Queue<IngestJobData>,
  ) {}

  /**
   * Queues a run of the merchant's feed URL, or of a file uploaded for it; a merchant with one
   * queued or running gets a conflict carrying that log.
   */
  async start(merchantId: string, trigger: string, uploadId?: string): Promise<IngestLogDto> {
    const merchant = await this.merchants.row(merchantId);
    if (!merchant.isActive) throw new MerchantInactiveError();
    if (uploadId) await this.uploads.forRun(uploadId, merchantId);
    else if (!merchant.feedUrl) throw new NoFeedUrlError();
    const log = await this.logs.createPending(merchantId, trigger, uploadId ?? null);
    if (!log) {
      const active = await this.logs.active(merchantId);
      if (active) throw new IngestAlreadyRunningError(active);
      return this.start(merchantId, trigger, uploadId); // it finished in between
    }
    // The log id is the job id: adding it twice (a retried request) is a no-op in BullMQ.
    await this.queue.add('ingest', { logId: log.id, merchantId, requestId: RequestContext.requestId() }, { jobId: log.id });
    this.logger.log(`run ${log.id} of merchant ${merchantId} queued (${trigger})`);
    return log;
  }

  /** A queued run is removed at once; a running one stops after its current batch. */
  async cancel(merchantId: string): Promise<IngestLogDto> {
    const active = await this.logs.active(merchantId);
    if (!active) throw new NoActiveRunError();
    await this.logs.requestCancel(active.id);
    const job = await this.queue.getJob(active.id);
    const state = job ? await job.getState() : 'unknown';
    if (!job || state === 'waiting' || state === 'delayed' || state === 'prioritized' || state === 'failed') {
      await job?.remove().catch(() => undefined);
      return (await this.logs.finish(active.id, 'cancelled', { message: 'Cancelled by an admin' })) ?? active;
    }
    return (await this.logs.find(active.id)) ?? active;
  }

  list(query: LogsQuery): Promise<IngestLogDto[]> {
    return this.logs.list(query);
  }
}
