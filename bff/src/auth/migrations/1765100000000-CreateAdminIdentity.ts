import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin users and the audit log, in the BFF's own `admin` schema (docs/adr-006-admin-identity.md). */
export class CreateAdminIdentity1765100000000 implements MigrationInterface {
  name = 'CreateAdminIdentity1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'catalog_manager', 'analyst')),
        password_hash text NOT NULL,
        disabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One account per address whatever its case: sign-in lower-cases the address it is given.
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid,
        actor_email text,
        action text NOT NULL,
        target_type text,
        target_id text,
        outcome text NOT NULL CHECK (outcome IN ('success', 'failure')),
        detail text,
        request_id text
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_log`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
