import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prices over time (ARCHITECTURE §16, issue 26).
 *
 * - `offer_price_events`: append-only, one row per change of an offer's price, shipping or
 *   availability (in stock and not retired), written by a trigger on `offers` in the same
 *   transaction as the change, so no write path (feed writer, admin edit, seed) can skip it and a
 *   rolled-back write leaves none. `run` is the offer's `last_seen_run` when the write came with a
 *   new one (a sync), `source` 'feed' then, else 'admin' (an edit does not move the run); a session
 *   may name its source with `set_config('lumina.price_source', …, true)`. The first event of an
 *   offer is when Lumina first observed it (the prior-price rule's 30 days count from there).
 * - `product_price_daily`: per product and UTC day, the lowest, highest and closing item price of
 *   its available offers and how many there were; written by the rollup job, read by the chart.
 * - `products.reduced_from_minor` / `reduced_for_minor`: the struck-through price the prior-price
 *   rule allows (contracts `priorPriceReduction`) and the price it was decided for; a price that
 *   moved since shows no reduction until the next rollup decides again.
 */
export class AddPriceHistory1767200000000 implements MigrationInterface {
  name = 'AddPriceHistory1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE offer_price_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        offer_id uuid NOT NULL,
        product_id uuid NOT NULL,
        price_minor integer NOT NULL,
        currency text NOT NULL,
        shipping_minor jsonb NOT NULL,
        available boolean NOT NULL,
        observed_at timestamptz NOT NULL DEFAULT now(),
        run text,
        source text NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX offer_price_events_offer_idx ON offer_price_events (offer_id, observed_at)');
    await queryRunner.query('CREATE INDEX offer_price_events_product_idx ON offer_price_events (product_id, observed_at)');
    await queryRunner.query('CREATE INDEX offer_price_events_observed_idx ON offer_price_events (observed_at)');
    await queryRunner.query(`
      -- The function keeps the schema it was made in: a write to offers from a session whose
      -- search_path is another (the BFF's tests write catalog.offers) still finds its history table.
      CREATE FUNCTION record_offer_price_event() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        from_sync boolean := TG_OP = 'INSERT' OR NEW.last_seen_run IS DISTINCT FROM OLD.last_seen_run;
      BEGIN
        INSERT INTO offer_price_events (offer_id, product_id, price_minor, currency, shipping_minor, available, run, source)
        VALUES (NEW.id, NEW.product_id, NEW.price_minor, NEW.currency, NEW.shipping_minor,
                NEW.is_in_stock AND NEW.retired_at IS NULL,
                CASE WHEN from_sync THEN NEW.last_seen_run END,
                COALESCE(NULLIF(current_setting('lumina.price_source', true), ''),
                         CASE WHEN from_sync THEN 'feed' ELSE 'admin' END));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER offers_price_events_insert AFTER INSERT ON offers
        FOR EACH ROW EXECUTE FUNCTION record_offer_price_event()`);
    await queryRunner.query(`
      CREATE TRIGGER offers_price_events_update AFTER UPDATE ON offers
        FOR EACH ROW
        WHEN (OLD.price_minor IS DISTINCT FROM NEW.price_minor
           OR OLD.currency IS DISTINCT FROM NEW.currency
           OR OLD.shipping_minor IS DISTINCT FROM NEW.shipping_minor
           OR (OLD.is_in_stock AND OLD.retired_at IS NULL) IS DISTINCT FROM (NEW.is_in_stock AND NEW.retired_at IS NULL))
        EXECUTE FUNCTION record_offer_price_event()`);
    // What exists today was observed when its offer was last written: the history starts there.
    await queryRunner.query(`
      INSERT INTO offer_price_events (offer_id, product_id, price_minor, currency, shipping_minor, available, observed_at, run, source)
      SELECT id, product_id, price_minor, currency, shipping_minor, is_in_stock AND retired_at IS NULL,
             created_at, last_seen_run, 'migration'
        FROM offers`);
    await queryRunner.query(`
      CREATE TABLE product_price_daily (
        product_id uuid NOT NULL,
        day date NOT NULL,
        currency text NOT NULL,
        low_minor integer NOT NULL,
        high_minor integer NOT NULL,
        close_minor integer NOT NULL,
        offer_count integer NOT NULL,
        PRIMARY KEY (product_id, day)
      )`);
    await queryRunner.query('CREATE INDEX product_price_daily_day_idx ON product_price_daily (day)');
    await queryRunner.query('ALTER TABLE products ADD COLUMN reduced_from_minor integer, ADD COLUMN reduced_for_minor integer');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE products DROP COLUMN reduced_from_minor, DROP COLUMN reduced_for_minor');
    await queryRunner.query('DROP TABLE product_price_daily');
    await queryRunner.query('DROP TRIGGER offers_price_events_update ON offers');
    await queryRunner.query('DROP TRIGGER offers_price_events_insert ON offers');
    await queryRunner.query('DROP FUNCTION record_offer_price_event()');
    await queryRunner.query('DROP TABLE offer_price_events');
  }
}
