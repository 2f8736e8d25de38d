import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Matching merchants' rows into one product (ARCHITECTURE §15, ADR 025). A `products` row stays one
 * merchant's row (its text, keyed by merchant and SKU, the writer's upsert key); a row matched to an
 * older product is `merged_into` it: it leaves listings and its offer belongs to the survivor.
 *
 * - `gtin_key`: the GTIN-14 when its check digit is valid (the writer checks it), else null.
 * - `mpn` / `mpn_key`: the manufacturer part number as sent, and normalised brand + MPN.
 * - `product_match_decisions`: pairs of products a GTIN would join but that disagree (brand, title),
 *   pending until an admin merges them or keeps them apart; decided pairs are applied on every sync.
 *   A pair is stored once, its two ids in ascending order.
 */
export class AddProductMatching1767100000000 implements MigrationInterface {
  name = 'AddProductMatching1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE products ADD COLUMN mpn text, ADD COLUMN gtin_key text, ADD COLUMN mpn_key text,
        ADD COLUMN merged_into uuid REFERENCES products (id) ON DELETE SET NULL`);
    // Stored GTINs came through the feed mapper, which checks the digit; checked again here all the same.
    await queryRunner.query(`
      UPDATE products p SET gtin_key = p.gtin
       WHERE p.gtin ~ '^[0-9]{14}$'
         AND (SELECT (10 - sum(substr(p.gtin, i, 1)::int * CASE WHEN i % 2 = 1 THEN 3 ELSE 1 END) % 10) % 10
                FROM generate_series(1, 13) AS i) = substr(p.gtin, 14, 1)::int`);
    await queryRunner.query(`CREATE INDEX products_gtin_key_idx ON products (gtin_key) WHERE gtin_key IS NOT NULL AND merged_into IS NULL`);
    await queryRunner.query(`CREATE INDEX products_mpn_key_idx ON products (mpn_key) WHERE mpn_key IS NOT NULL AND merged_into IS NULL`);
    await queryRunner.query(`CREATE INDEX products_merged_into_idx ON products (merged_into) WHERE merged_into IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE product_match_decisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        other_product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        gtin text,
        reason text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'merged', 'apart')),
        decided_by text,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT product_match_decisions_order CHECK (product_id < other_product_id),
        CONSTRAINT product_match_decisions_pair_key UNIQUE (product_id, other_product_id)
      )`);
    await queryRunner.query(`CREATE INDEX product_match_decisions_other_idx ON product_match_decisions (other_product_id)`);
    await queryRunner.query(`CREATE INDEX product_match_decisions_pending_idx ON product_match_decisions (created_at) WHERE status = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE product_match_decisions');
    await queryRunner.query('ALTER TABLE products DROP COLUMN merged_into, DROP COLUMN mpn_key, DROP COLUMN gtin_key, DROP COLUMN mpn');
  }
}
