import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CATEGORY_LIGHT_SOURCE_SQL } from '../products/energy-label.sql';

/**
 * Energy labels (issue 26, Delegated Regulation (EU) 2019/2015): a product's EPREL registration
 * number (digits), whether its category's products are light sources or luminaires, and a
 * per-product override ('light-source', 'contains', 'none'). The class itself is
 * `products.energy_rating` (A–G).
 */
export class AddEnergyLabels1767200001000 implements MigrationInterface {
  name = 'AddEnergyLabels1767200001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE products
        ADD COLUMN eprel_id text CHECK (eprel_id ~ '^[0-9]{1,12}$'),
        ADD COLUMN light_source text CHECK (light_source IN ('light-source', 'contains', 'none'))`);
    await queryRunner.query(`ALTER TABLE categories ADD COLUMN light_source text CHECK (light_source IN ('light-source', 'luminaire'))`);
    await queryRunner.query(CATEGORY_LIGHT_SOURCE_SQL);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE categories DROP COLUMN light_source');
    await queryRunner.query('ALTER TABLE products DROP COLUMN eprel_id, DROP COLUMN light_source');
  }
}
