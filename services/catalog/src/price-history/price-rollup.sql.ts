import { listedProduct } from '../products/listed-product';

/**
 * SQL of the daily rollup (ARCHITECTURE §16): per product and UTC day, from its offers' price
 * events, the lowest, highest and closing item price of the offers available that day and how
 * many there were. An offer's state at the day's start is its last event before it.
 * $1: the day (date).
 */
export const ROLLUP_DAY_SQL = `
  WITH bounds AS (
    SELECT ($1::date)::timestamp AT TIME ZONE 'UTC' AS from_ts, ($1::date + 1)::timestamp AT TIME ZONE 'UTC' AS to_ts
  ),
  states AS (
    SELECT * FROM (
      SELECT DISTINCT ON (e.offer_id) e.offer_id, e.product_id, e.price_minor, e.currency, e.available,
             b.from_ts AS at, 0::bigint AS seq
        FROM offer_price_events e, bounds b
       WHERE e.observed_at < b.from_ts
       ORDER BY e.offer_id, e.observed_at DESC, e.id DESC
    ) opening
    UNION ALL
    SELECT e.offer_id, e.product_id, e.price_minor, e.currency, e.available, e.observed_at, e.id
      FROM offer_price_events e, bounds b
     WHERE e.observed_at >= b.from_ts AND e.observed_at < b.to_ts
  ),
  closing AS (
    SELECT DISTINCT ON (offer_id) offer_id, product_id, price_minor, available
      FROM states ORDER BY offer_id, at DESC, seq DESC
  ),
  closing_low AS (
    SELECT product_id, min(price_minor) AS close_minor FROM closing WHERE available GROUP BY product_id
  ),
  day_rows AS (
    SELECT product_id, min(currency) AS currency, min(price_minor) AS low_minor, max(price_minor) AS high_minor,
           count(DISTINCT offer_id)::int AS offer_count
      FROM states WHERE available GROUP BY product_id
  )
  INSERT INTO product_price_daily (product_id, day, currency, low_minor, high_minor, close_minor, offer_count)
  SELECT d.product_id, $1::date, d.currency, d.low_minor, d.high_minor,
         -- Every offer left during the day: the day closes at its lowest price.
         COALESCE(c.close_minor, d.low_minor), d.offer_count
    FROM day_rows d LEFT JOIN closing_low c ON c.product_id = d.product_id
  ON CONFLICT (product_id, day) DO UPDATE SET
         currency = EXCLUDED.currency, low_minor = EXCLUDED.low_minor, high_minor = EXCLUDED.high_minor,
         close_minor = EXCLUDED.close_minor, offer_count = EXCLUDED.offer_count
   WHERE (product_price_daily.currency, product_price_daily.low_minor, product_price_daily.high_minor,
          product_price_daily.close_minor, product_price_daily.offer_count)
         IS DISTINCT FROM (EXCLUDED.currency, EXCLUDED.low_minor, EXCLUDED.high_minor, EXCLUDED.close_minor, EXCLUDED.offer_count)`;

/**
 * The price events of a page of listed products' own offers (the offer of the product's merchant
 * and sku, whose price the product row shows), after id $1, $2 products: what the prior-price rule
 * reads. Events are [epoch ms, price minor], oldest first.
 */
export const REDUCTION_INPUT_SQL = `
  SELECT p.id, p.price_minor, p.reduced_from_minor, p.reduced_for_minor,
         COALESCE(json_agg(json_build_array(floor(extract(epoch FROM e.observed_at) * 1000), e.price_minor)
                           ORDER BY e.observed_at, e.id) FILTER (WHERE e.id IS NOT NULL), '[]') AS events
    FROM (SELECT id, price_minor, reduced_from_minor, reduced_for_minor, merchant_id, sku
            FROM products WHERE id > $1 AND ${listedProduct('')} ORDER BY id LIMIT $2) p
    LEFT JOIN offers o ON o.product_id = p.id AND o.merchant_id IS NOT DISTINCT FROM p.merchant_id AND o.merchant_sku = p.sku
    LEFT JOIN offer_price_events e ON e.offer_id = o.id
   GROUP BY p.id, p.price_minor, p.reduced_from_minor, p.reduced_for_minor
   ORDER BY p.id`;

/** Stores decided reductions: $1 ids, $2 struck prices (null: none), $3 the prices they were decided for. */
export const STORE_REDUCTIONS_SQL = `
  UPDATE products p SET reduced_from_minor = v.was, reduced_for_minor = v.for_price
    FROM unnest($1::uuid[], $2::int[], $3::int[]) AS v(id, was, for_price)
   WHERE p.id = v.id`;

/**
 * Events older than the retention ($1 days), except each offer's last one before the cutoff:
 * the price in effect when the kept history begins, which the rollup and the rule still need.
 */
export const PRUNE_EVENTS_SQL = `
  DELETE FROM offer_price_events e
   WHERE e.observed_at < now() - make_interval(days => $1)
     AND EXISTS (SELECT 1 FROM offer_price_events later
                  WHERE later.offer_id = e.offer_id AND later.observed_at < now() - make_interval(days => $1)
                    AND (later.observed_at, later.id) > (e.observed_at, e.id))`;

export const PRUNE_DAILY_SQL = `DELETE FROM product_price_daily WHERE day < (now() AT TIME ZONE 'UTC')::date - $1::int`;
