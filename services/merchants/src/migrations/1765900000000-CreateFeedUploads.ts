import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded feed files (admin products' 'Import CSV'): the BFF and the workers share no disk, so the
 * file is kept here in 1 MiB chunks until its run ends (ADR 007). A log names its upload without a
 * foreign key: finishing the log deletes the upload in the same statement.
 */
export class CreateFeedUploads1765900000000 implements MigrationInterface {
  name = 'CreateFeedUploads1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE feed_uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
        file_name text NOT NULL,
        feed_format text NOT NULL CHECK (feed_format IN ('auto', 'csv', 'tsv', 'xml', 'json')),
        byte_size bigint NOT NULL DEFAULT 0,
        chunk_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE feed_upload_chunks (
        upload_id uuid NOT NULL REFERENCES feed_uploads (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (upload_id, seq)
      )`);
    await queryRunner.query(`CREATE INDEX feed_uploads_created_idx ON feed_uploads (created_at)`);
    await queryRunner.query(`ALTER TABLE ingest_logs ADD COLUMN upload_id uuid`);
    await queryRunner.query(`CREATE INDEX ingest_logs_upload_idx ON ingest_logs (upload_id) WHERE upload_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ingest_logs DROP COLUMN upload_id`);
    await queryRunner.query(`DROP TABLE feed_upload_chunks`);
    await queryRunner.query(`DROP TABLE feed_uploads`);
  }
}
