import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search for the PostgreSQL fallback of the listing (used when Meilisearch does not
 * answer). The expression must stay identical to SEARCH_TEXT_VECTOR in
 * search/listing/postgres-listing.sql.ts, or the planner will not use the index. The explicit
 * `regconfig` keeps the expression immutable, which an index expression must be.
 */
export class AddProductSearchText1764000000000 implements MigrationInterface {
  name = 'AddProductSearchText1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX products_search_text_idx ON products USING gin (
        to_tsvector('english'::regconfig, title || ' ' || coalesce(short_description, '') || ' ' || sku)
      )`);
    // Sorts of the fallback listing without a term: price and popularity (created_at has its own index).
    await queryRunner.query(`CREATE INDEX products_price_minor_idx ON products (price_minor, id)`);
    await queryRunner.query(`CREATE INDEX products_click_count_idx ON products (click_count DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX products_click_count_idx`);
    await queryRunner.query(`DROP INDEX products_price_minor_idx`);
    await queryRunner.query(`DROP INDEX products_search_text_idx`);
  }
}
