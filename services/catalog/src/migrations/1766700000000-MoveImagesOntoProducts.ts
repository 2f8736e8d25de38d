import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's images move from `product_images` rows onto the product as one jsonb list, in the
 * shape the API gives them (`[{id, url, altText, isPrimary}]`, in display order). They are always
 * written and read whole with their product, so child rows only cost: per 100,000 feed products,
 * 200,000 inserts with a random-UUID key, a second index and a foreign-key check each (~2 CPU-s of
 * PostgreSQL out of ~19 in a first import, ADR 011), and a lateral aggregate per product read.
 * Existing images keep their ids and order.
 */
export class MoveImagesOntoProducts1766700000000 implements MigrationInterface {
  name = 'MoveImagesOntoProducts1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A constant default: adding the column rewrites no row.
    await queryRunner.query(`ALTER TABLE products ADD COLUMN images jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`
      UPDATE products p SET images = i.images
        FROM (SELECT product_id,
                     jsonb_agg(jsonb_build_object('id', id, 'url', url, 'altText', alt_text, 'isPrimary', is_primary)
                               ORDER BY sort_order, id) AS images
                FROM product_images GROUP BY product_id) i
       WHERE i.product_id = p.id`);
    await queryRunner.query(`DROP TABLE product_images`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE product_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        url text NOT NULL,
        alt_text text,
        is_primary boolean NOT NULL DEFAULT false,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX product_images_product_id_idx ON product_images (product_id, sort_order)`);
    await queryRunner.query(`
      INSERT INTO product_images (id, product_id, url, alt_text, is_primary, sort_order)
      SELECT (e.image->>'id')::uuid, p.id, e.image->>'url', e.image->>'altText', (e.image->>'isPrimary')::boolean, e.n - 1
        FROM products p CROSS JOIN LATERAL jsonb_array_elements(p.images) WITH ORDINALITY AS e(image, n)`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN images`);
  }
}
