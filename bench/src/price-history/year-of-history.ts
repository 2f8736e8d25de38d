import type { Client } from 'pg';

/**
 * A year of observed prices for every current offer of the shop: one change a week (52 a year),
 * ±10 % around today's price, ending at today's price. The rollup then has 366 days to build.
 */
export async function writeYearOfHistory(db: Client): Promise<{ offers: number; events: number }> {
  await db.query('DELETE FROM offer_price_events');
  await db.query('DELETE FROM product_price_daily');
  const { rowCount } = await db.query(`
    INSERT INTO offer_price_events (offer_id, product_id, price_minor, currency, shipping_minor, available, observed_at, run, source)
    SELECT o.id, o.product_id,
           CASE WHEN w = 0 THEN o.price_minor ELSE GREATEST(1, round(o.price_minor * (0.9 + 0.2 * random()))::int) END,
           o.currency, o.shipping_minor, true, now() - make_interval(days => w * 7), 'bench-year', 'feed'
      FROM offers o CROSS JOIN generate_series(0, 52) AS w
     WHERE o.retired_at IS NULL`);
  const { rows } = await db.query<{ n: string }>('SELECT count(DISTINCT offer_id) AS n FROM offer_price_events');
  return { offers: Number(rows[0]?.n ?? 0), events: rowCount ?? 0 };
}
