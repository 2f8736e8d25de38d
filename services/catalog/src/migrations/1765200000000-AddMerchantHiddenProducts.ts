import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products hidden because their merchant was deactivated (DELETE /api/merchants/:id). They leave
 * the shop the same way stale products do (retired_at); this table remembers which ones the
 * deactivation hid, so reactivating the merchant brings back exactly those and not products a feed
 * had already dropped.
 */
export class AddMerchantHiddenProducts1765200000000 implements MigrationInterface {
  name = 'AddMerchantHiddenProducts1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE merchant_hidden_products (
        product_id uuid PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
        merchant_id uuid NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX merchant_hidden_products_merchant_idx ON merchant_hidden_products (merchant_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE merchant_hidden_products`);
  }
}
