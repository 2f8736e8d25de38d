import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { LoggedWorkerHost } from '@lumina/platform';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { CLICKS_CONFIG, type ClicksConfig } from '../config';
import { ClickCountsPublisher } from './click-counts.publisher';
import { CLEANUP_EVERY_MS, type ClicksMaintenanceJob } from './clicks-maintenance.job';

/**
 * Repeatable jobs (BullMQ job schedulers, so one replica runs each occurrence): click counts to
 * catalog every CLICK_COUNTS_INTERVAL_MS, and deletion of raw clicks older than the retention.
 */
@Processor(JobQueue.ClicksMaintenance, { concurrency: 1 })
export class ClicksMaintenanceProcessor extends LoggedWorkerHost<ClicksMaintenanceJob, number> implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(JobQueue.ClicksMaintenance) private readonly queue: Queue<ClicksMaintenanceJob>,
    @Inject(CLICKS_CONFIG) private readonly config: Pick<ClicksConfig, 'CLICK_COUNTS_INTERVAL_MS' | 'CLICK_RETENTION_DAYS'>,
    private readonly counts: ClickCountsPublisher,
    private readonly db: DataSource,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'push-counts',
      { every: this.config.CLICK_COUNTS_INTERVAL_MS },
      { name: 'push-counts', data: { kind: 'push-counts' }, opts: { attempts: 1, removeOnComplete: 10, removeOnFail: 50 } },
    );
    await this.queue.upsertJobScheduler(
      'cleanup',
      { every: CLEANUP_EVERY_MS },
      { name: 'cleanup', data: { kind: 'cleanup' }, opts: { attempts: 3, removeOnComplete: 10, removeOnFail: 50 } },
    );
  }

  protected async handle(job: Job<ClicksMaintenanceJob, number>): Promise<number> {
    switch (job.data.kind) {
      case 'push-counts':
        return this.counts.publish();
      case 'cleanup':
        return this.cleanup();
      default:
        throw new Error(`Unexpected clicks-maintenance job: ${JSON.stringify(job.data)}`);
    }
  }

  /** Raw clicks only: the daily rollups and product counts stay for ever. */
  private async cleanup(): Promise<number> {
    const [, deleted] = (await this.db.query(`DELETE FROM clicks WHERE occurred_at < now() - make_interval(days => $1)`, [
      this.config.CLICK_RETENTION_DAYS,
    ])) as [unknown, number];
    this.logger.log(`deleted ${deleted} raw click(s) older than ${this.config.CLICK_RETENTION_DAYS} days`);
    return deleted;
  }
}
