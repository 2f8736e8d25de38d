import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { LoggedWorkerHost } from '@lumina/platform';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { ALERTS_CONFIG, type AlertsConfig } from '../config';
import type { MailJob } from './mail-outbox';
import { MailSender } from './mail-sender';
import type { MailPayload } from './mail.types';
import { renderMail } from './render-mail';

/** The Message-ID of a stored mail: the same on every attempt, so the receiving side can count duplicates. */
export function messageIdOf(mailId: string): string {
  return `<${mailId}@alerts.lumina>`;
}

/** RFC 8058 on alert mails (and digests); none on transactional mail (confirmation, My alerts link). */
export function listHeaders(payload: MailPayload): Record<string, string> {
  if (payload.kind !== 'alert' && payload.kind !== 'digest') return {};
  return { 'List-Unsubscribe': `<${payload.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Sends one stored mail per job. The row turns 'sent' after the SMTP server accepted it: a crash in
 * between sends it again under the same Message-ID (an acceptance cannot be undone). The failed set
 * of this queue is the dead-letter list; the row says 'failed' with the last error.
 */
@Processor(JobQueue.Mail)
export class MailProcessor extends LoggedWorkerHost<MailJob, string> implements OnApplicationBootstrap {
  constructor(
    private readonly sender: MailSender,
    private readonly db: DataSource,
    @Inject(ALERTS_CONFIG) private readonly config: Pick<AlertsConfig, 'MAIL_CONCURRENCY'>,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.MAIL_CONCURRENCY;
  }

  protected async handle(job: Job<MailJob, string>): Promise<string> {
    const [mail] = (await this.db.query(`SELECT email, language, payload, status FROM mails WHERE id = $1`, [job.data.mailId])) as Array<{
      email: string;
      language: string;
      payload: MailPayload;
      status: string;
    }>;
    // Gone (the address's owner deleted their data) or already sent: nothing to do.
    if (!mail || mail.status !== 'queued') return mail?.status ?? 'gone';
    const rendered = renderMail(mail.payload, mail.language);
    await this.sender.send({ ...rendered, to: mail.email, messageId: messageIdOf(job.data.mailId), headers: listHeaders(mail.payload) });
    await this.db.query(`UPDATE mails SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1 AND status = 'queued'`, [job.data.mailId]);
    return 'sent';
  }

  @OnWorkerEvent('failed')
  async markFailed(job: Job<MailJob, string> | undefined, error: Error): Promise<void> {
    if (!job) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    await this.db
      .query(`UPDATE mails SET last_error = $2, status = CASE WHEN $3 THEN 'failed' ELSE status END WHERE id = $1 AND status = 'queued'`, [
        job.data.mailId,
        error.message.slice(0, 500),
        final,
      ])
      .catch(() => undefined);
  }
}
