import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which merchant row's title, text and images a matched product shows (ADR 025):
 * - `text_language`: the language of the row's text (its merchant's feed-language setting).
 * - `text_pinned_id`: on a survivor, the row an admin pinned (its own id or a row merged into it).
 */
export class AddProductTextSource1767100001000 implements MigrationInterface {
  name = 'AddProductTextSource1767100001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE products ADD COLUMN text_language text NOT NULL DEFAULT 'en',
         ADD COLUMN text_pinned_id uuid REFERENCES products (id) ON DELETE SET NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE products DROP COLUMN text_pinned_id, DROP COLUMN text_language');
  }
}
