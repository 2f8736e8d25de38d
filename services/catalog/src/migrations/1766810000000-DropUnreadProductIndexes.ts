import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two indexes of `products` that no statement reads any more, each one more insert per written
 * product (a feed import writes 100,000 rows at a time):
 * - `products_created_at_idx` (created_at DESC, id): every listing by date filters on
 *   `removed_at IS NULL`, which `products_listed_created_idx` (same columns, partial) serves; the
 *   admin's removed products are found by `products_removed_at_idx` and are few.
 * - `products_category_id_idx`: category filters and counts read `listing_ids` (migration
 *   MoveListingsOntoProducts). It served only the foreign key's ON DELETE SET NULL, and categories
 *   are fixed rows that are never deleted.
 */
export class DropUnreadProductIndexes1766810000000 implements MigrationInterface {
  name = 'DropUnreadProductIndexes1766810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX products_created_at_idx`);
    await queryRunner.query(`DROP INDEX products_category_id_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX products_category_id_idx ON products (category_id)`);
    await queryRunner.query(`CREATE INDEX products_created_at_idx ON products (created_at DESC, id)`);
  }
}
