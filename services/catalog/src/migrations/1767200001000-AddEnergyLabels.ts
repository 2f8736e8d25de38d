import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Energy labels (issue 26, Delegated Regulation (EU) 2019/2015): a product's EPREL registration
 * number (digits) and a per-product override ('light-source', 'contains', 'none'). Whether a
 * category's products are light sources is the category's own `light_source` (CategoriesAsData). The class itself is
 * `products.energy_rating` (A–G).
 */
export class AddEnergyLabels1767200001000 implements MigrationInterface {
  name = 'AddEnergyLabels1767200001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE products
        ADD COLUMN eprel_id text CHECK (eprel_id ~ '^[0-9]{1,12}$'),
        ADD COLUMN light_source text CHECK (light_source IN ('light-source', 'contains', 'none'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE products DROP COLUMN eprel_id, DROP COLUMN light_source');
  }
}
