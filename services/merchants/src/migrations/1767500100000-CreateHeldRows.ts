import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Feed rows whose category text maps to no Lumina category (issue 29): held per merchant and SKU
 * (the newest run's row wins) instead of dropped, listed as 'Unmapped categories' with their counts,
 * and sent through the catalogue writer when a category rule maps their text.
 */
export class CreateHeldRows1767500100000 implements MigrationInterface {
  name = 'CreateHeldRows1767500100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE held_rows (
        merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
        sku text NOT NULL,
        category_text text NOT NULL,
        product jsonb NOT NULL,
        held_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (merchant_id, sku)
      )`);
    await queryRunner.query(`CREATE INDEX held_rows_category_idx ON held_rows (merchant_id, lower(category_text))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE held_rows`);
  }
}
