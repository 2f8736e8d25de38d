import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import type { TracedJobData } from '@lumina/platform';
import type { Queue } from 'bullmq';
import type { EntityManager } from 'typeorm';
import type { MailPayload } from './mail.types';

export interface MailJob extends TracedJobData {
  mailId: string;
}

export interface StoredMail {
  /** Letters, digits, '.' and '-' only: it is the BullMQ job id and the Message-ID's left part. */
  id: string;
  email: string;
  language: string;
  subscriptionId: string | null;
  payload: MailPayload;
  /** held: over the day's alert cap, for the next day's digest. */
  status?: 'queued' | 'held';
}

/** Enough tries to ride out an SMTP server that is away for hours: 2 s doubling to about 68 min, about 2.3 h in all. */
export const MAIL_JOB_OPTIONS = { attempts: 12, backoff: { type: 'exponential', delay: 2000 } } as const;

/**
 * Every mail is first a row (in the caller's transaction, with the state change that caused it) and
 * then a job whose id is the row's: a crash between the two is healed by the sweep, which queues
 * rows still 'queued' again (BullMQ ignores a job id it already holds).
 */
@Injectable()
export class MailOutbox {
  constructor(@InjectQueue(JobQueue.Mail) private readonly queue: Queue<MailJob>) {}

  /** Stores mails; a mail id already stored is left as it is (the same crossing is stored once). Returns the ids stored now. */
  async store(manager: EntityManager, mails: StoredMail[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO mails (id, kind, email, language, subscription_id, payload, status)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS m(id text, kind text, email text, language text, subscription_id uuid, payload jsonb, status text)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        JSON.stringify(
          mails.map((m) => ({ id: m.id, kind: m.payload.kind, email: m.email, language: m.language, subscription_id: m.subscriptionId, payload: m.payload, status: m.status ?? 'queued' })),
        ),
      ],
    );
    return rows.map((r) => r.id);
  }

  /** After the transaction that stored them committed. A failure here is left to the sweep. */
  async enqueue(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.queue.addBulk(ids.map((mailId) => ({ name: 'send', data: { mailId }, opts: { jobId: mailId, ...MAIL_JOB_OPTIONS } })));
  }

  async enqueueQuietly(ids: string[]): Promise<void> {
    await this.enqueue(ids).catch(() => undefined);
  }
}
