import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCarts1763900000000 implements MigrationInterface {
  name = 'CreateCarts1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE carts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT carts_session_id_key UNIQUE (session_id)
      )`);
    // One line per product per cart: parallel adds meet in ON CONFLICT (cart_id, product_id) and sum.
    // product_id is catalog's id, so a plain indexed column and no foreign key (CONVENTIONS 3).
    await queryRunner.query(`
      CREATE TABLE cart_lines (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        product_id uuid NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        unit_price_minor integer NOT NULL CHECK (unit_price_minor >= 0),
        currency text NOT NULL CHECK (char_length(currency) = 3),
        title text NOT NULL,
        slug text NOT NULL,
        sku text NOT NULL,
        image_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT cart_lines_cart_product_key UNIQUE (cart_id, product_id)
      )`);
    await queryRunner.query(`CREATE INDEX cart_lines_product_id_idx ON cart_lines (product_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cart_lines`);
    await queryRunner.query(`DROP TABLE carts`);
  }
}
