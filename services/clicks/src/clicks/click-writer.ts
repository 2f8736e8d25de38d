import { Inject, Injectable } from '@nestjs/common';
import type { ClickedEvent } from '@lumina/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { CLICKS_CONFIG, type ClicksConfig } from '../config';
import { decideOutcomes, visitorProductKey, type ClickOutcome } from './click-outcome';

/** Rollups key clicks of a product without a merchant under the nil uuid (the key cannot hold NULL). */
export const NO_MERCHANT = '00000000-0000-0000-0000-000000000000';

export interface BatchResult {
  inserted: number;
  counted: number;
  duplicates: number;
  bots: number;
}

/**
 * Writes a batch of click events in one transaction, exactly once per click id: ids already
 * stored are skipped and `INSERT … ON CONFLICT (id) DO NOTHING RETURNING id` decides races, so
 * only clicks this transaction inserted reach the rollups and counts. A replayed event changes
 * nothing. Visitor+product advisory locks (taken in one sorted order: no deadlocks) make replicas
 * judge the 30-minute window one at a time.
 */
@Injectable()
export class ClickWriter {
  private readonly windowMs: number;

  constructor(
    private readonly db: DataSource,
    @Inject(CLICKS_CONFIG) config: Pick<ClicksConfig, 'CLICK_DEDUPE_WINDOW_MIN'>,
  ) {
    this.windowMs = config.CLICK_DEDUPE_WINDOW_MIN * 60_000;
  }

  async write(events: readonly ClickedEvent[]): Promise<BatchResult> {
    const unique = [...new Map(events.map((e) => [e.clickId, e])).values()];
    return this.db.transaction(async (tx) => {
      const known = new Set(
        ((await tx.query(`SELECT id FROM clicks WHERE id = ANY($1::uuid[])`, [unique.map((e) => e.clickId)])) as Array<{ id: string }>).map(
          (r) => r.id,
        ),
      );
      const fresh = unique.filter((e) => !known.has(e.clickId));
      if (fresh.length === 0) return { inserted: 0, counted: 0, duplicates: 0, bots: 0 };

      const people = fresh.filter((e) => !e.isBot);
      const keys = [...new Set(people.map((e) => visitorProductKey(e.visitorHash, e.productId)))].sort();
      if (keys.length > 0) {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended(s.k, 11)) FROM (SELECT k FROM unnest($1::text[]) AS k ORDER BY k) s`, [keys]);
      }
      const counted = await this.countedNearby(tx, people);
      const outcomes = decideOutcomes(fresh, counted, this.windowMs);

      const insertedIds = new Set(
        ((await tx.query(
          `INSERT INTO clicks (id, occurred_at, product_id, merchant_id, language, referrer_path, visitor_hash, source, outcome)
           SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) ORDER BY 1
           ON CONFLICT (id) DO NOTHING
           RETURNING id`,
          [
            fresh.map((e) => e.clickId),
            fresh.map((e) => e.occurredAt),
            fresh.map((e) => e.productId),
            fresh.map((e) => e.merchantId),
            fresh.map((e) => e.language),
            fresh.map((e) => e.referrerPath),
            fresh.map((e) => e.visitorHash),
            fresh.map((e) => e.source),
            fresh.map((e) => outcomes.get(e.clickId) as ClickOutcome),
          ],
        )) as Array<{ id: string }>).map((r) => r.id),
      );
      const inserted = fresh.filter((e) => insertedIds.has(e.clickId));
      await this.rollUp(tx, inserted, outcomes);
      const tally = (o: ClickOutcome) => inserted.filter((e) => outcomes.get(e.clickId) === o).length;
      return { inserted: inserted.length, counted: tally('counted'), duplicates: tally('duplicate'), bots: tally('bot') };
    });
  }

  /** Counted click times of these visitors on these products within a window of the batch's clicks. */
  private async countedNearby(tx: EntityManager, people: readonly ClickedEvent[]): Promise<Map<string, number[]>> {
    const counted = new Map<string, number[]>();
    if (people.length === 0) return counted;
    const times = people.map((e) => Date.parse(e.occurredAt));
    const from = new Date(Math.min(...times) - this.windowMs).toISOString();
    const to = new Date(Math.max(...times) + this.windowMs).toISOString();
    const rows: Array<{ visitor_hash: string; product_id: string; occurred_at: Date }> = await tx.query(
      `SELECT c.visitor_hash, c.product_id, c.occurred_at
         FROM clicks c
         JOIN unnest($1::text[], $2::uuid[]) AS k(visitor_hash, product_id)
           ON c.visitor_hash = k.visitor_hash AND c.product_id = k.product_id
        WHERE c.outcome = 'counted' AND c.occurred_at > $3 AND c.occurred_at < $4`,
      [people.map((e) => e.visitorHash), people.map((e) => e.productId), from, to],
    );
    for (const row of rows) {
      const key = visitorProductKey(row.visitor_hash, row.product_id);
      counted.set(key, [...(counted.get(key) ?? []), row.occurred_at.getTime()]);
    }
    return counted;
  }

  /** Adds the inserted clicks to their day × product × merchant × language rollup and product count. */
  private async rollUp(tx: EntityManager, inserted: readonly ClickedEvent[], outcomes: Map<string, ClickOutcome>): Promise<void> {
    if (inserted.length === 0) return;
    await tx.query(
      `INSERT INTO daily_rollups AS r (day, product_id, merchant_id, language, clicks, duplicates, bots)
       SELECT (c.at AT TIME ZONE 'UTC')::date, c.product_id, c.merchant_id, c.language,
              count(*) FILTER (WHERE c.outcome = 'counted'), count(*) FILTER (WHERE c.outcome = 'duplicate'),
              count(*) FILTER (WHERE c.outcome = 'bot')
         FROM unnest($1::timestamptz[], $2::uuid[], $3::uuid[], $4::text[], $5::text[]) AS c(at, product_id, merchant_id, language, outcome)
        GROUP BY 1, 2, 3, 4
        ORDER BY 1, 2, 3, 4
       ON CONFLICT (day, product_id, merchant_id, language) DO UPDATE
         SET clicks = r.clicks + EXCLUDED.clicks, duplicates = r.duplicates + EXCLUDED.duplicates, bots = r.bots + EXCLUDED.bots`,
      [
        inserted.map((e) => e.occurredAt),
        inserted.map((e) => e.productId),
        inserted.map((e) => e.merchantId ?? NO_MERCHANT),
        inserted.map((e) => e.language),
        inserted.map((e) => outcomes.get(e.clickId)),
      ],
    );
    const perProduct = new Map<string, number>();
    for (const e of inserted) {
      if (outcomes.get(e.clickId) === 'counted') perProduct.set(e.productId, (perProduct.get(e.productId) ?? 0) + 1);
    }
    if (perProduct.size === 0) return;
    await tx.query(
      `INSERT INTO product_counts AS p (product_id, clicks)
       SELECT * FROM unnest($1::uuid[], $2::int[]) ORDER BY 1
       ON CONFLICT (product_id) DO UPDATE SET clicks = p.clicks + EXCLUDED.clicks`,
      [[...perProduct.keys()], [...perProduct.values()]],
    );
  }
}
