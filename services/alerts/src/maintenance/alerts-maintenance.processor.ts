import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { LoggedWorkerHost, type TracedJobData } from '@lumina/platform';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { ALERTS_CONFIG, type AlertsConfig } from '../config';
import { MailOutbox } from '../mail/mail-outbox';
import { Digests } from './digests';

interface SweepJob extends TracedJobData {
  kind: 'sweep';
}

/**
 * One repeatable job (a BullMQ job scheduler, so one replica runs each occurrence): queue stored
 * mails again whose job never made it to Redis (a crash between commit and queue, Redis away), and
 * store the next day's digests.
 */
@Processor(JobQueue.AlertsMaintenance, { concurrency: 1 })
export class AlertsMaintenanceProcessor extends LoggedWorkerHost<SweepJob, number> implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(JobQueue.AlertsMaintenance) private readonly queue: Queue<SweepJob>,
    @Inject(ALERTS_CONFIG) private readonly config: Pick<AlertsConfig, 'MAIL_SWEEP_MS'>,
    private readonly db: DataSource,
    private readonly outbox: MailOutbox,
    private readonly digests: Digests,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'sweep',
      { every: this.config.MAIL_SWEEP_MS },
      { name: 'sweep', data: { kind: 'sweep' }, opts: { attempts: 1, removeOnComplete: 10, removeOnFail: 50 } },
    );
  }

  protected async handle(_job: Job<SweepJob, number>): Promise<number> {
    const stale = (await this.db.query(
      `SELECT id FROM mails WHERE status = 'queued' AND created_at < now() - interval '5 seconds' ORDER BY created_at LIMIT 5000`,
    )) as Array<{ id: string }>;
    await this.outbox.enqueue(stale.map((row) => row.id));
    return stale.length + (await this.digests.sendDue());
  }
}
