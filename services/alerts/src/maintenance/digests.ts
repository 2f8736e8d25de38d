import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ALERTS_CONFIG, type AlertsConfig } from '../config';
import { MailLinks } from '../mail/links';
import { MailOutbox } from '../mail/mail-outbox';
import type { AlertItem, AlertMail, DigestMail } from '../mail/mail.types';
import { returnedRows } from '../subscriptions/subscription-row';
import { emailHash, newToken, tokenHash } from '../subscriptions/tokens';

/**
 * Alert mails held over an address's daily cap go out the next UTC day as one digest per address;
 * the held rows turn 'digested' in the transaction that stores the digest, so each goes out once.
 */
@Injectable()
export class Digests {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: MailOutbox,
    private readonly links: MailLinks,
    @Inject(ALERTS_CONFIG) private readonly config: Pick<AlertsConfig, 'ALERT_MAILS_PER_DAY' | 'MANAGE_TTL_DAYS'>,
  ) {}

  /** Returns how many digests were stored. */
  async sendDue(): Promise<number> {
    const due = (await this.db.query(
      `SELECT DISTINCT email FROM mails WHERE status = 'held' AND created_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' LIMIT 500`,
    )) as Array<{ email: string }>;
    let stored = 0;
    for (const { email } of due) {
      const ids = await this.db.transaction(async (manager) => {
        const held = returnedRows<{ language: string; payload: AlertMail; created_at: Date }>(
          await manager.query(
          `UPDATE mails SET status = 'digested'
            WHERE id IN (SELECT id FROM mails WHERE email = $1 AND status = 'held'
                            AND created_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FOR UPDATE SKIP LOCKED)
            RETURNING language, payload, created_at`,
            [email],
          ),
        );
        if (held.length === 0) return [];
        held.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
        const language = held.at(-1)?.language ?? 'en';
        const token = newToken();
        await manager.query(`INSERT INTO manage_tokens (token_hash, email, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [
          tokenHash(token),
          email,
          this.config.MANAGE_TTL_DAYS,
        ]);
        const items: AlertItem[] = held.map(({ payload }) => {
          const { kind: _kind, oneClickUrl: _oneClick, manageUrl: _manage, ...item } = payload;
          return item;
        });
        const payload: DigestMail = {
          kind: 'digest',
          items,
          maxPerDay: this.config.ALERT_MAILS_PER_DAY,
          oneClickUrl: this.links.oneClickAll(token),
          manageUrl: this.links.manage(language, token),
        };
        const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
        return this.outbox.store(manager, [
          { id: `digest.${emailHash(email).slice(0, 24)}.${day}.${randomUUID().slice(0, 8)}`, email, language, subscriptionId: null, payload },
        ]);
      });
      await this.outbox.enqueueQuietly(ids);
      stored += ids.length;
    }
    return stored;
  }
}
