import type { Client } from 'pg';

/** One timed re-sync statement: how long, and how many history rows it wrote. */
export interface ResyncSample {
  ms: number;
  historyRows: number;
}

const MERCHANT = '00000000-0000-4000-8000-0000000026aa';

/**
 * A scratch copy of `offers` with the same price-history triggers, so the writer's offer upsert
 * can be timed with history writing on and off without touching the shop's own rows.
 */
export async function createScratchOffers(db: Client, rows: number): Promise<void> {
  await db.query('DROP TABLE IF EXISTS bench_offers');
  await db.query('CREATE TABLE bench_offers (LIKE offers INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)');
  await db.query(`CREATE TRIGGER bench_offers_insert AFTER INSERT ON bench_offers FOR EACH ROW EXECUTE FUNCTION record_offer_price_event()`);
  await db.query(`
    CREATE TRIGGER bench_offers_update AFTER UPDATE ON bench_offers FOR EACH ROW
      WHEN (OLD.price_minor IS DISTINCT FROM NEW.price_minor OR OLD.currency IS DISTINCT FROM NEW.currency
         OR OLD.shipping_minor IS DISTINCT FROM NEW.shipping_minor
         OR (OLD.is_in_stock AND OLD.retired_at IS NULL) IS DISTINCT FROM (NEW.is_in_stock AND NEW.retired_at IS NULL))
      EXECUTE FUNCTION record_offer_price_event()`);
  await db.query(
    `INSERT INTO bench_offers (product_id, merchant_id, merchant_sku, price_minor, currency, is_in_stock, last_seen_run, content_hash)
     SELECT gen_random_uuid(), $1, 'B-' || n, 1000 + n % 5000, 'EUR', true, 'bench-0', md5((1000 + n % 5000)::text)
       FROM generate_series(1, $2) AS n`,
    [MERCHANT, rows],
  );
}

/**
 * The writer's offer upsert (offers/offer-write.sql.ts, same ON CONFLICT … WHERE content_hash
 * changed) for the rows of a re-sync whose price changed: those with `n % 10 = slice` (10 %), their
 * price raised by one cent. Only changed rows reach the writer's statement, so this times exactly
 * the work history adds to; the whole sync (fetch, parse, map, stage) only dilutes the ratio.
 */
export async function timedResync(db: Client, rows: number, slice: number, run: string, history: boolean): Promise<ResyncSample> {
  await db.query(`ALTER TABLE bench_offers ${history ? 'ENABLE' : 'DISABLE'} TRIGGER USER`);
  await db.query('DROP TABLE IF EXISTS pg_temp.bench_staging');
  await db.query(
    `CREATE TEMP TABLE bench_staging AS
       SELECT 'B-' || n AS sku, o.price_minor + 1 AS price
         FROM generate_series(1, $1) AS n JOIN bench_offers o ON o.merchant_id = $2 AND o.merchant_sku = 'B-' || n
        WHERE n % 10 = $3`,
    [rows, MERCHANT, slice],
  );
  await db.query('ANALYZE pg_temp.bench_staging');
  const before = await eventCount(db);
  const started = performance.now();
  await db.query(
    `INSERT INTO bench_offers AS o (product_id, merchant_id, merchant_sku, price_minor, currency, is_in_stock, last_seen_run, last_seen_at, content_hash)
     SELECT gen_random_uuid(), $1, s.sku, s.price, 'EUR', true, $2, now(), md5(s.price::text) FROM bench_staging s
     ON CONFLICT (merchant_id, merchant_sku) DO UPDATE SET price_minor = EXCLUDED.price_minor, last_seen_run = EXCLUDED.last_seen_run,
            last_seen_at = EXCLUDED.last_seen_at, content_hash = EXCLUDED.content_hash, updated_at = now()
      WHERE o.content_hash IS DISTINCT FROM EXCLUDED.content_hash`,
    [MERCHANT, run],
  );
  const ms = performance.now() - started;
  await db.query('ALTER TABLE bench_offers ENABLE TRIGGER USER');
  return { ms, historyRows: (await eventCount(db)) - before };
}

async function eventCount(db: Client): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM offer_price_events');
  return Number(rows[0]?.n ?? 0);
}

/** Bytes per row of a table with its indexes and TOAST, after a VACUUM so dead rows do not count. */
export async function bytesPerRow(db: Client, table: string): Promise<number> {
  await db.query(`VACUUM ANALYZE ${table}`);
  const { rows } = await db.query<{ bytes: string; n: string }>(
    `SELECT pg_total_relation_size($1::regclass) AS bytes, (SELECT count(*) FROM ${table}) AS n`,
    [table],
  );
  return Number(rows[0]?.bytes ?? 0) / Math.max(1, Number(rows[0]?.n ?? 1));
}

/** Drops the scratch offers and the history rows they wrote. */
export async function dropScratchOffers(db: Client): Promise<void> {
  await db.query(`DELETE FROM offer_price_events WHERE offer_id IN (SELECT id FROM bench_offers)`);
  await db.query('DROP TABLE IF EXISTS bench_offers');
}
