import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The categories a product is listed under (its product type, that type's group, Smart Home,
 * Outdoor: products/write/product-listings) move from `product_categories` rows onto the product
 * as `listing_ids uuid[]`. They are derived from the product's own fields and always rewritten
 * with it, so child rows only cost: per 100,000 feed products ~230,000 inserts into two indexes
 * with two foreign-key checks each, ~4 of PostgreSQL's ~24 CPU-s in a first import (ADR 011).
 *
 * No index on the array: a category holds a sixth of the catalogue or more, so a category filter
 * is a filter on the listing's sort index, not a lookup. A deleted category (none is today) stays
 * in the arrays and matches nothing: every reader joins `categories`.
 */
export class MoveListingsOntoProducts1766800000000 implements MigrationInterface {
  name = 'MoveListingsOntoProducts1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A constant default: adding the column rewrites no row.
    await queryRunner.query(`ALTER TABLE products ADD COLUMN listing_ids uuid[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`
      UPDATE products p SET listing_ids = l.ids
        FROM (SELECT pc.product_id, array_agg(pc.category_id ORDER BY c.sort_order, c.id) AS ids
                FROM product_categories pc JOIN categories c ON c.id = pc.category_id
               GROUP BY pc.product_id) l
       WHERE l.product_id = p.id`);
    await queryRunner.query(`DROP TABLE product_categories`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE product_categories (
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        category_id uuid NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, category_id)
      )`);
    await queryRunner.query(`CREATE INDEX product_categories_category_id_idx ON product_categories (category_id, product_id)`);
    await queryRunner.query(`
      INSERT INTO product_categories (product_id, category_id)
      SELECT DISTINCT p.id, l.category_id FROM products p CROSS JOIN LATERAL unnest(p.listing_ids) AS l(category_id)
        JOIN categories c ON c.id = l.category_id`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN listing_ids`);
  }
}
