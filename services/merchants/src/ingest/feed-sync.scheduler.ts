import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import type { Queue } from 'bullmq';
import type { MerchantRow } from '../merchants/merchant.row';
import type { MerchantWriteListener } from '../merchants/merchant-write.listener';
import type { FeedSyncJobData } from './ingest.job';

const schedulerId = (merchantId: string) => `merchant:${merchantId}`;

/**
 * Scheduled re-syncs: one BullMQ job scheduler per merchant, kept in step with the merchant on
 * every write (active, a feed URL, an interval, not paused → scheduled; otherwise removed).
 */
@Injectable()
export class FeedSyncScheduler implements MerchantWriteListener {
  constructor(@InjectQueue(JobQueue.FeedSync) private readonly queue: Queue<FeedSyncJobData>) {}

  async merchantWritten(row: MerchantRow): Promise<void> {
    if (row.isActive && row.feedUrl && row.syncIntervalHours && !row.syncPausedReason) {
      const every = row.syncIntervalHours * 3600 * 1000;
      // The first scheduled run comes one interval from now: a new merchant is synced by its admin's Sync.
      await this.queue.upsertJobScheduler(schedulerId(row.id), { every, startDate: new Date(Date.now() + every) }, { name: 'feed-sync', data: { merchantId: row.id } });
    } else {
      await this.queue.removeJobScheduler(schedulerId(row.id));
    }
  }
}
