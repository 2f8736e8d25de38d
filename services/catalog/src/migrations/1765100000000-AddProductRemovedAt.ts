import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin soft delete (issue 9): a removed product leaves the shop and search but keeps its row, so
 * the admin table's Removed filter can restore it. Partial indexes keep the active listing's
 * newest-first and price orders index-backed on a large catalogue.
 */
export class AddProductRemovedAt1765100000000 implements MigrationInterface {
  name = 'AddProductRemovedAt1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN removed_at timestamptz`);
    await queryRunner.query(`CREATE INDEX products_removed_at_idx ON products (removed_at DESC, id) WHERE removed_at IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX products_price_idx ON products (price_minor, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX products_price_idx`);
    await queryRunner.query(`DROP INDEX products_removed_at_idx`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN removed_at`);
  }
}
