import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two merchant settings of the comparison shop (issue 25, ADR 025): the language its feed is
 * written in (which row's text a matched product shows) and its default shipping table (minor
 * units per 'Deliver to' country) for rows whose feed sends no shipping of their own.
 */
export class AddFeedLanguageAndShipping1767100000000 implements MigrationInterface {
  name = 'AddFeedLanguageAndShipping1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE merchants ADD COLUMN feed_language text NOT NULL DEFAULT 'en', ADD COLUMN default_shipping_minor jsonb NOT NULL DEFAULT '{}'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE merchants DROP COLUMN default_shipping_minor, DROP COLUMN feed_language`);
  }
}
