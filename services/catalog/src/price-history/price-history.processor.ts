import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { LoggedWorkerHost } from '@lumina/platform';
import type { Job, Queue } from 'bullmq';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { PRUNE_EVERY_MS, type PriceHistoryJob } from './price-history.job';
import { PriceRollupService } from './price-rollup.service';

/**
 * Repeatable jobs (BullMQ job schedulers, so one replica runs each occurrence): the rollup every
 * PRICE_ROLLUP_INTERVAL_MS (the first at start: BullMQ runs an `every` scheduler's first job at once) and the retention prune once a day.
 */
@Processor(JobQueue.PriceHistory, { concurrency: 1 })
export class PriceHistoryProcessor extends LoggedWorkerHost<PriceHistoryJob, unknown> implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(JobQueue.PriceHistory) private readonly queue: Queue<PriceHistoryJob>,
    @Inject(CATALOG_CONFIG) private readonly config: Pick<CatalogConfig, 'PRICE_ROLLUP_INTERVAL_MS'>,
    private readonly rollup: PriceRollupService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'rollup',
      { every: this.config.PRICE_ROLLUP_INTERVAL_MS },
      { name: 'rollup', data: { kind: 'rollup' }, opts: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 }, removeOnComplete: 10, removeOnFail: 50 } },
    );
    await this.queue.upsertJobScheduler(
      'prune',
      { every: PRUNE_EVERY_MS },
      { name: 'prune', data: { kind: 'prune' }, opts: { attempts: 3, removeOnComplete: 10, removeOnFail: 50 } },
    );
  }

  protected async handle(job: Job<PriceHistoryJob>): Promise<unknown> {
    switch (job.data.kind) {
      case 'rollup':
        return this.rollup.run();
      case 'prune':
        return this.rollup.prune();
      default:
        throw new Error(`Unexpected price-history job: ${JSON.stringify(job.data)}`);
    }
  }
}
