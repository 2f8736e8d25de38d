import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What lets a re-run of an unchanged feed skip mapping and writing (ADR 011):
 * - `source_hash`: the ingest's hash of the feed record a product was mapped from (prefixed with
 *   catalog's writer version); `keepUnchanged` finds unchanged rows by it with one indexed lookup.
 * - `last_write_run` / `last_write_pos` / `last_write_added`: the run and the feed position whose
 *   row last inserted or rewrote the product, so that same row sent again by that run (a restarted
 *   worker) is counted as the write it was, not as unchanged (a duplicate row elsewhere in the
 *   feed still is).
 * Nullable columns without defaults: adding them rewrites no row.
 */
export class AddProductSourceHash1766510000000 implements MigrationInterface {
  name = 'AddProductSourceHash1766510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE products ADD COLUMN source_hash text, ADD COLUMN last_write_run text, ADD COLUMN last_write_pos integer, ADD COLUMN last_write_added boolean`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products DROP COLUMN last_write_added, DROP COLUMN last_write_pos, DROP COLUMN last_write_run, DROP COLUMN source_hash`);
  }
}
