import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipping and destination VAT (ARCHITECTURE §11, docs/adr-009): a checkout and its order record the
 * shipping charged and the VAT rate stated, so the confirmation and the invoice show what was paid
 * even if the tables change later. Existing rows were priced with free shipping and 21%.
 */
export class ShippingAndVat17654000000000 implements MigrationInterface {
  name = 'ShippingAndVat17654000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['checkouts', 'orders']) {
      await queryRunner.query(`
        ALTER TABLE ${table}
          ADD COLUMN shipping_minor integer NOT NULL DEFAULT 0 CHECK (shipping_minor >= 0),
          ADD COLUMN tax_rate_percent integer NOT NULL DEFAULT 21 CHECK (tax_rate_percent BETWEEN 0 AND 100),
          ADD COLUMN tax_included boolean NOT NULL DEFAULT false`);
    }
    // The destination decides the VAT line (CH: due on delivery); checkouts already have it.
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN country text`);
    await queryRunner.query(`UPDATE orders o SET country = c.country FROM checkouts c WHERE c.id = o.checkout_id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN country`);
    for (const table of ['checkouts', 'orders']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN shipping_minor, DROP COLUMN tax_rate_percent, DROP COLUMN tax_included`);
    }
  }
}
