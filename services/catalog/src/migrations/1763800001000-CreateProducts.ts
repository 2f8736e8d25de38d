import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products with their images, badges and category listings. The merchant is owned by the merchants
 * service: a plain indexed id plus a copy of its name, no foreign key (ARCHITECTURE §3).
 */
export class CreateProducts1763800001000 implements MigrationInterface {
  name = 'CreateProducts1763800001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL,
        title text NOT NULL,
        sku text NOT NULL,
        brand_id uuid REFERENCES brands (id) ON DELETE SET NULL,
        category_id uuid REFERENCES categories (id) ON DELETE SET NULL,
        merchant_id uuid,
        merchant_name text,
        price_minor integer NOT NULL CHECK (price_minor >= 0),
        original_price_minor integer CHECK (original_price_minor >= 0),
        currency text NOT NULL DEFAULT 'EUR' CHECK (currency ~ '^[A-Z]{3}$'),
        lumens integer,
        color_temperature integer,
        wattage numeric(7, 2),
        is_dimmable boolean NOT NULL DEFAULT false,
        ip_rating text,
        bulb_type text,
        finish text,
        dimensions text,
        materials text,
        energy_rating text,
        features text[] NOT NULL DEFAULT '{}',
        is_in_stock boolean NOT NULL DEFAULT true,
        is_featured boolean NOT NULL DEFAULT false,
        featured_rank integer,
        view_count integer NOT NULL DEFAULT 0,
        click_count integer NOT NULL DEFAULT 0,
        affiliate_url text,
        short_description text,
        long_description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX products_slug_key ON products (slug)`);
    // A merchant's SKU identifies its product in feed ingests.
    await queryRunner.query(`CREATE UNIQUE INDEX products_merchant_sku_key ON products (merchant_id, sku)`);
    await queryRunner.query(`CREATE INDEX products_brand_id_idx ON products (brand_id)`);
    await queryRunner.query(`CREATE INDEX products_category_id_idx ON products (category_id)`);
    await queryRunner.query(`CREATE INDEX products_created_at_idx ON products (created_at DESC, id)`);
    await queryRunner.query(
      `CREATE INDEX products_featured_idx ON products (featured_rank) WHERE is_featured`,
    );

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
    await queryRunner.query(
      `CREATE INDEX product_images_product_id_idx ON product_images (product_id, sort_order)`,
    );

    await queryRunner.query(`
      CREATE TABLE badges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        color text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX badges_name_key ON badges (name)`);
    await queryRunner.query(`
      CREATE TABLE product_badges (
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        badge_id uuid NOT NULL REFERENCES badges (id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, badge_id)
      )`);
    await queryRunner.query(`CREATE INDEX product_badges_badge_id_idx ON product_badges (badge_id)`);

    // Every category a product is listed under: its own product type and its indoor/outdoor/smart group(s).
    await queryRunner.query(`
      CREATE TABLE product_categories (
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        category_id uuid NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, category_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX product_categories_category_id_idx ON product_categories (category_id, product_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE product_categories`);
    await queryRunner.query(`DROP TABLE product_badges`);
    await queryRunner.query(`DROP TABLE badges`);
    await queryRunner.query(`DROP TABLE product_images`);
    await queryRunner.query(`DROP TABLE products`);
  }
}
