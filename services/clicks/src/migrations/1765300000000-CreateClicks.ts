import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Raw clicks (kept 90 days), daily rollups (kept for ever) and each product's all-time count with
 * what catalog was last told. Product and merchant ids belong to other services: plain columns.
 */
export class CreateClicks1765300000000 implements MigrationInterface {
  name = 'CreateClicks1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // id is the click id the merchant's network reports back: one row per click, ever.
    await queryRunner.query(`
      CREATE TABLE clicks (
        id uuid PRIMARY KEY,
        occurred_at timestamptz NOT NULL,
        product_id uuid NOT NULL,
        merchant_id uuid,
        language text NOT NULL,
        referrer_path text,
        visitor_hash text NOT NULL,
        source text NOT NULL CHECK (source IN ('redirect', 'api')),
        outcome text NOT NULL CHECK (outcome IN ('counted', 'duplicate', 'bot')),
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX clicks_occurred_at_idx ON clicks (occurred_at)`);
    // The 30-minute window looks up a visitor's counted clicks on one product.
    await queryRunner.query(
      `CREATE INDEX clicks_visitor_product_idx ON clicks (visitor_hash, product_id, occurred_at) WHERE outcome = 'counted'`,
    );
    await queryRunner.query(`
      CREATE TABLE daily_rollups (
        day date NOT NULL,
        product_id uuid NOT NULL,
        merchant_id uuid NOT NULL,
        language text NOT NULL,
        clicks integer NOT NULL DEFAULT 0,
        duplicates integer NOT NULL DEFAULT 0,
        bots integer NOT NULL DEFAULT 0,
        PRIMARY KEY (day, product_id, merchant_id, language)
      )`);
    await queryRunner.query(`CREATE INDEX daily_rollups_merchant_day_idx ON daily_rollups (merchant_id, day)`);
    await queryRunner.query(`
      CREATE TABLE product_counts (
        product_id uuid PRIMARY KEY,
        clicks integer NOT NULL DEFAULT 0,
        sent_clicks integer
      )`);
    await queryRunner.query(`CREATE INDEX product_counts_unsent_idx ON product_counts (product_id) WHERE sent_clicks IS DISTINCT FROM clicks`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE product_counts`);
    await queryRunner.query(`DROP TABLE daily_rollups`);
    await queryRunner.query(`DROP TABLE clicks`);
  }
}
