import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Merchants (spec §3 plus what a real sync needs) and one ingest log per run. */
export class CreateMerchants1765200000000 implements MigrationInterface {
  name = 'CreateMerchants1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE merchants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        description text,
        website text,
        affiliate_network text,
        feed_url text,
        -- AES-256-GCM of the feedAuth JSON ('v1:' iv, tag, ciphertext in base64); null: no credentials.
        feed_auth_encrypted text,
        mapping_config jsonb NOT NULL DEFAULT '{}',
        -- Bumped on every mapping change: part of each product's content hash in catalog.
        mapping_version integer NOT NULL DEFAULT 1,
        default_currency text NOT NULL DEFAULT 'USD' CHECK (default_currency IN ('USD', 'EUR', 'CAD')),
        is_active boolean NOT NULL DEFAULT true,
        feed_format text NOT NULL DEFAULT 'auto' CHECK (feed_format IN ('auto', 'csv', 'tsv', 'xml', 'json')),
        sync_interval_hours integer DEFAULT 6 CHECK (sync_interval_hours BETWEEN 1 AND 168),
        sync_paused_reason text,
        consecutive_failures integer NOT NULL DEFAULT 0,
        commission_rate numeric(5, 2) CHECK (commission_rate BETWEEN 0 AND 100),
        earnings_per_click numeric(8, 2) CHECK (earnings_per_click >= 0),
        sub_id_param text NOT NULL,
        -- Items in the last completed run: the stale guard compares the next run with it.
        last_good_item_count integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE ingest_logs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'completed', 'failed', 'cancelled')),
        trigger text NOT NULL DEFAULT 'manual',
        products_processed integer NOT NULL DEFAULT 0,
        products_added integer NOT NULL DEFAULT 0,
        products_updated integer NOT NULL DEFAULT 0,
        products_unchanged integer NOT NULL DEFAULT 0,
        products_rejected integer NOT NULL DEFAULT 0,
        products_retired integer NOT NULL DEFAULT 0,
        rejected_rows jsonb NOT NULL DEFAULT '[]',
        message text,
        cancel_requested boolean NOT NULL DEFAULT false,
        started_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One queued or running run per merchant, settled by the database even when two Syncs race.
    await queryRunner.query(
      `CREATE UNIQUE INDEX ingest_logs_one_active_key ON ingest_logs (merchant_id) WHERE status IN ('pending', 'running')`,
    );
    await queryRunner.query(`CREATE INDEX ingest_logs_started_idx ON ingest_logs (started_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX ingest_logs_merchant_idx ON ingest_logs (merchant_id, started_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ingest_logs`);
    await queryRunner.query(`DROP TABLE merchants`);
  }
}
