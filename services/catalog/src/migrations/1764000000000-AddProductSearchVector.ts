import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search for the PostgreSQL fallback of the listing (used when Meilisearch does not
 * answer): a stored tsvector of title, short description and SKU with a GIN index, so matching and
 * ranking read it instead of parsing the text of every row. The explicit `regconfig` keeps the
 * expression immutable, which a generated column requires. Plus indexes for the fallback's sorts
 * without a term (created_at has its own). IF NOT EXISTS: a development database may have them
 * from this migration's first draft.
 */
export class AddProductSearchVector1764000000000 implements MigrationInterface {
  name = 'AddProductSearchVector1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        to_tsvector('english'::regconfig, title || ' ' || coalesce(short_description, '') || ' ' || sku)
      ) STORED`);
    await queryRunner.query(`CREATE INDEX products_search_vector_idx ON products USING gin (search_vector)`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS products_price_minor_idx ON products (price_minor, id)`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS products_click_count_idx ON products (click_count DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX products_click_count_idx`);
    await queryRunner.query(`DROP INDEX products_price_minor_idx`);
    await queryRunner.query(`DROP INDEX products_search_vector_idx`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN search_vector`);
  }
}
