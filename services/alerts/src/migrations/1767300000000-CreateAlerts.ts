import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alerts' own schema: subscriptions, the consent log, 'My alerts' link tokens and every mail the
 * service sends (its outbox: a row per mail, its id the BullMQ job id and the Message-ID, so a
 * crossing is stored once and sent under one identity however often the worker restarts).
 * Product ids belong to catalog: plain columns.
 */
export class CreateAlerts1767300000000 implements MigrationInterface {
  name = 'CreateAlerts1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        email_hash text NOT NULL,
        product_id uuid NOT NULL,
        product_slug text NOT NULL,
        product_title text NOT NULL,
        country text NOT NULL,
        language text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('price', 'stock')),
        target_minor integer CHECK (target_minor > 0),
        currency text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'active', 'ended')),
        -- price: mailed when the lowest total falls to or below the target while armed; re-armed above it.
        armed boolean NOT NULL,
        -- stock: whether an in-stock offer delivered to the country when last looked at.
        in_stock boolean NOT NULL,
        crossings integer NOT NULL DEFAULT 0,
        confirm_token_hash text UNIQUE,
        confirm_expires_at timestamptz,
        confirmation_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        ended_at timestamptz,
        ended_reason text
      )`);
    // One live alert per address and product: signing up again updates it.
    await queryRunner.query(
      `CREATE UNIQUE INDEX subscriptions_live_idx ON subscriptions (email, product_id) WHERE status IN ('pending', 'active')`,
    );
    await queryRunner.query(`CREATE INDEX subscriptions_product_idx ON subscriptions (product_id) WHERE status = 'active'`);
    await queryRunner.query(`
      CREATE TABLE consent_records (
        id bigserial PRIMARY KEY,
        email_hash text NOT NULL,
        -- Emptied with the IP when the address's owner deletes their data; the hash stays as proof.
        email text,
        subscription_id uuid,
        event text NOT NULL CHECK (event IN ('sign-up', 'confirm', 'unsubscribe', 'erase')),
        at timestamptz NOT NULL DEFAULT now(),
        ip text,
        language text NOT NULL,
        consent_version text NOT NULL,
        keep_until timestamptz NOT NULL DEFAULT now() + interval '3 years'
      )`);
    await queryRunner.query(`CREATE INDEX consent_records_email_idx ON consent_records (email)`);
    // One per alert mail, every one valid while its alert lives (an old mail's link still unsubscribes).
    await queryRunner.query(`
      CREATE TABLE unsubscribe_tokens (
        token_hash text PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE manage_tokens (
        token_hash text PRIMARY KEY,
        email text NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX manage_tokens_email_idx ON manage_tokens (email)`);
    await queryRunner.query(`
      CREATE TABLE mails (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('confirm', 'alert', 'digest', 'manage-link')),
        email text NOT NULL,
        language text NOT NULL,
        subscription_id uuid,
        payload jsonb NOT NULL,
        -- held: over the day's alert cap, goes out in the next day's digest (then 'digested').
        status text NOT NULL CHECK (status IN ('queued', 'held', 'sent', 'failed', 'digested')),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        last_error text
      )`);
    await queryRunner.query(`CREATE INDEX mails_queued_idx ON mails (created_at) WHERE status = 'queued'`);
    await queryRunner.query(`CREATE INDEX mails_held_idx ON mails (email) WHERE status = 'held'`);
    await queryRunner.query(`CREATE INDEX mails_email_day_idx ON mails (email, created_at) WHERE kind = 'alert'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mails`);
    await queryRunner.query(`DROP TABLE manage_tokens`);
    await queryRunner.query(`DROP TABLE unsubscribe_tokens`);
    await queryRunner.query(`DROP TABLE consent_records`);
    await queryRunner.query(`DROP TABLE subscriptions`);
  }
}
