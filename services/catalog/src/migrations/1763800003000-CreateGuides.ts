import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per guide and language; a translation keeps its guide's slug. */
export class CreateGuides1763800003000 implements MigrationInterface {
  name = 'CreateGuides1763800003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE guides (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL,
        language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
        title text NOT NULL,
        description text,
        excerpt text,
        content text NOT NULL,
        author text,
        reading_time integer CHECK (reading_time > 0),
        image_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX guides_language_slug_key ON guides (language, slug)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE guides`);
  }
}
