import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCollections1763800002000 implements MigrationInterface {
  name = 'CreateCollections1763800002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE collections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL,
        name text NOT NULL,
        description text,
        short_description text,
        image_url text,
        is_featured boolean NOT NULL DEFAULT false,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX collections_slug_key ON collections (slug)`);
    await queryRunner.query(`
      CREATE TABLE collection_products (
        collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position integer NOT NULL DEFAULT 0,
        PRIMARY KEY (collection_id, product_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX collection_products_product_id_idx ON collection_products (product_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE collection_products`);
    await queryRunner.query(`DROP TABLE collections`);
  }
}
