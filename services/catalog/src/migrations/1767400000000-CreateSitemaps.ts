import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built sitemaps (issue 28): each build is a generation, written aside and published in one
 * statement, so a crash mid-build leaves the previous generation served and nothing half-written.
 * A file is stored gzipped, in parts of at most 512 KiB (`sitemap_parts`), so a build never holds a
 * whole file in memory and a reader fetches it part by part within the transport's message cap.
 * The parts are stored uncompressed by PostgreSQL (`STORAGE EXTERNAL`): they are gzip already.
 */
export class CreateSitemaps1767400000000 implements MigrationInterface {
  name = 'CreateSitemaps1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sitemap_generations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        started_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE sitemap_files (
        generation uuid NOT NULL REFERENCES sitemap_generations (id) ON DELETE CASCADE,
        file text NOT NULL,
        urls integer NOT NULL,
        xml_bytes bigint NOT NULL,
        parts integer NOT NULL,
        lastmod timestamptz,
        PRIMARY KEY (generation, file)
      )`);
    await queryRunner.query(`
      CREATE TABLE sitemap_parts (
        generation uuid NOT NULL REFERENCES sitemap_generations (id) ON DELETE CASCADE,
        file text NOT NULL,
        part integer NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (generation, file, part)
      )`);
    await queryRunner.query(`ALTER TABLE sitemap_parts ALTER COLUMN bytes SET STORAGE EXTERNAL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sitemap_parts`);
    await queryRunner.query(`DROP TABLE sitemap_files`);
    await queryRunner.query(`DROP TABLE sitemap_generations`);
  }
}
