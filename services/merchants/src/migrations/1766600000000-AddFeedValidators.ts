import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the merchant's feed server said about the file the last completed sync read (ETag,
 * Last-Modified), with the URL and the rules it was read under: the next sync asks for the file
 * only if it changed (ADR 007, conditional requests).
 */
export class AddFeedValidators1766600000000 implements MigrationInterface {
  name = 'AddFeedValidators1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE merchants ADD COLUMN feed_validators jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE merchants DROP COLUMN feed_validators`);
  }
}
