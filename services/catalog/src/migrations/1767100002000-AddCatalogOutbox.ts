import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalog's events leave through an outbox (ADR 016, 025): a write and its event commit together;
 * the relay sends each row under its id as message id (subscribers apply it once) and marks it sent.
 */
export class AddCatalogOutbox1767100002000 implements MigrationInterface {
  name = 'AddCatalogOutbox1767100002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog_outbox (
        id uuid PRIMARY KEY,
        event text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        sent_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX catalog_outbox_unsent_idx ON catalog_outbox (created_at) WHERE sent_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog_outbox');
  }
}
