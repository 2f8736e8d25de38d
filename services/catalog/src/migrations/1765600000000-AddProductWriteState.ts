import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the bulk write path keeps per product (docs/adr-011-bulk-product-writes.md):
 * - `content_hash`: hash of the written fields plus the merchant's mapping version; a batch
 *   rewrites a row only when it differs, so an unchanged feed writes nothing.
 * - `gtin`: the product's GTIN-14 when the feed has a valid one.
 * - `retired_at`: set when the product's merchant stopped listing it (soft removal): it leaves
 *   listings, search and its page, and comes back when a later run lists it again.
 * - `product_sightings`: the last ingest run that listed each merchant SKU. A narrow table of its
 *   own, so recording "seen in this run" never rewrites an unchanged product row (its wide text
 *   and its search vector stay untouched).
 */
export class AddProductWriteState1765600000000 implements MigrationInterface {
  name = 'AddProductWriteState1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN content_hash text`);
    await queryRunner.query(`ALTER TABLE products ADD COLUMN gtin text CHECK (gtin ~ '^[0-9]{14}$')`);
    await queryRunner.query(`ALTER TABLE products ADD COLUMN retired_at timestamptz`);
    await queryRunner.query(
      `CREATE INDEX products_retired_idx ON products (merchant_id) WHERE retired_at IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE product_sightings (
        merchant_id uuid NOT NULL,
        sku text NOT NULL,
        last_seen_run_id text NOT NULL,
        PRIMARY KEY (merchant_id, sku)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE product_sightings`);
    await queryRunner.query(`DROP INDEX products_retired_idx`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN retired_at`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN gtin`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN content_hash`);
  }
}
