import { Injectable } from '@nestjs/common';
import type { AnalyticsOverviewPayload, ClickAnalyticsReply, ClickDashboardReply, MerchantClicks } from '@lumina/contracts';
import { DataSource } from 'typeorm';
import { NO_MERCHANT } from '../clicks/click-writer';

type MerchantRow = { merchant_id: string; clicks: number };

const merchantClicks = (rows: MerchantRow[]): MerchantClicks[] =>
  rows.map((r) => ({ merchantId: r.merchant_id === NO_MERCHANT ? null : r.merchant_id, clicks: Number(r.clicks) }));

/**
 * Figures for the dashboard and the analytics screen, from the daily rollups only (kept for ever,
 * so totals survive the 90-day raw-click retention). Days are UTC days.
 */
@Injectable()
export class ClickAnalyticsService {
  constructor(private readonly db: DataSource) {}

  async dashboard(): Promise<ClickDashboardReply> {
    const started = performance.now();
    const perMerchant = (where: string): Promise<MerchantRow[]> =>
      this.db.query(`SELECT merchant_id, sum(clicks)::int AS clicks FROM daily_rollups ${where} GROUP BY merchant_id`);
    const [allTime, last30, previous30] = await Promise.all([
      perMerchant(''),
      perMerchant(`WHERE day > (now() AT TIME ZONE 'UTC')::date - 30`),
      perMerchant(`WHERE day <= (now() AT TIME ZONE 'UTC')::date - 30 AND day > (now() AT TIME ZONE 'UTC')::date - 60`),
    ]);
    const byMerchantAllTime = merchantClicks(allTime);
    return {
      totalClicks: byMerchantAllTime.reduce((sum, m) => sum + m.clicks, 0),
      byMerchantAllTime,
      byMerchantLast30: merchantClicks(last30),
      byMerchantPrevious30: merchantClicks(previous30),
      databaseLatencyMs: Math.round(performance.now() - started),
    };
  }

  async overview({ range, merchantId }: AnalyticsOverviewPayload): Promise<ClickAnalyticsReply> {
    const params: unknown[] = [range];
    let filter = `day > (now() AT TIME ZONE 'UTC')::date - $1::int`;
    if (merchantId) {
      params.push(merchantId);
      filter += ` AND merchant_id = $2`;
    }
    const [perDay, byMerchant, byLanguage, topProducts, totals] = await Promise.all([
      this.db.query(
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(r.clicks), 0)::int AS clicks, coalesce(sum(r.bots), 0)::int AS bots
           FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
           LEFT JOIN daily_rollups r ON r.day = d.day::date ${merchantId ? 'AND r.merchant_id = $2' : ''}
          GROUP BY d.day ORDER BY d.day`,
        params,
      ) as Promise<Array<{ day: string; clicks: number; bots: number }>>,
      this.db.query(
        `SELECT merchant_id, sum(clicks)::int AS clicks FROM daily_rollups WHERE ${filter} GROUP BY merchant_id ORDER BY 2 DESC`,
        params,
      ) as Promise<MerchantRow[]>,
      this.db.query(
        `SELECT language, sum(clicks)::int AS clicks FROM daily_rollups WHERE ${filter} GROUP BY language HAVING sum(clicks) > 0 ORDER BY 2 DESC, 1`,
        params,
      ) as Promise<Array<{ language: string; clicks: number }>>,
      this.db.query(
        `SELECT product_id, sum(clicks)::int AS clicks FROM daily_rollups WHERE ${filter} GROUP BY product_id HAVING sum(clicks) > 0 ORDER BY 2 DESC, 1 LIMIT 20`,
        params,
      ) as Promise<Array<{ product_id: string; clicks: number }>>,
      this.db.query(
        `SELECT coalesce(sum(clicks), 0)::int AS clicks, coalesce(sum(bots), 0)::int AS bots, coalesce(sum(duplicates), 0)::int AS duplicates
           FROM daily_rollups WHERE ${filter}`,
        params,
      ) as Promise<Array<{ clicks: number; bots: number; duplicates: number }>>,
    ]);
    const total = totals[0] ?? { clicks: 0, bots: 0, duplicates: 0 };
    return {
      range,
      from: perDay[0]?.day ?? '',
      to: perDay[perDay.length - 1]?.day ?? '',
      perDay,
      byMerchant: merchantClicks(byMerchant),
      byLanguage,
      topProducts: topProducts.map((r) => ({ productId: r.product_id, clicks: r.clicks })),
      totals: total,
    };
  }
}
