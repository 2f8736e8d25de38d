import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { AlertsPatterns, type AlertsAdminCounts } from '@lumina/contracts';
import { DataSource } from 'typeorm';

/** The admin's Alerts figures (issue 27 item 9). */
@Controller()
export class AdminCountsHandlers {
  constructor(private readonly db: DataSource) {}

  @MessagePattern(AlertsPatterns.adminCounts)
  async counts(): Promise<AlertsAdminCounts> {
    const [totals] = (await this.db.query(
      `SELECT (SELECT count(*)::int FROM subscriptions WHERE status = 'active') AS active,
              (SELECT count(*)::int FROM subscriptions WHERE status = 'pending') AS pending,
              (SELECT count(*)::int FROM mails WHERE status = 'failed') AS failed`,
    )) as [{ active: number; pending: number; failed: number }];
    const days = (await this.db.query(
      `SELECT to_char(date_trunc('day', sent_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, count(*)::int AS sent
         FROM mails WHERE status = 'sent' AND sent_at > now() - interval '30 days' GROUP BY 1 ORDER BY 1`,
    )) as Array<{ day: string; sent: number }>;
    return { ...totals, sentPerDay: days };
  }
}
