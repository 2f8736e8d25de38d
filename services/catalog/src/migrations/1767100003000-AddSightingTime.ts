import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a run last listed a SKU it did not rewrite: an offer's 'last seen' is the later of its last
 * write and this sighting (ADR 025), so an unchanged offer still shows when its price was checked.
 */
export class AddSightingTime1767100003000 implements MigrationInterface {
  name = 'AddSightingTime1767100003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE product_sightings ADD COLUMN seen_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE product_sightings DROP COLUMN seen_at`);
  }
}
