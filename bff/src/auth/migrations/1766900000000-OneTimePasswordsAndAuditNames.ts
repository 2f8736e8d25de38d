import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: a user whose password someone else chose (a one-time password) must change it at the
 * next sign-in; audit entries keep the names of who acted and of what they acted on, as they were
 * at that moment (a later rename or removal does not turn an entry back into a UUID).
 */
export class OneTimePasswordsAndAuditNames1766900000000 implements MigrationInterface {
  name = 'OneTimePasswordsAndAuditNames1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE audit_log ADD COLUMN actor_name text, ADD COLUMN target_name text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log DROP COLUMN actor_name, DROP COLUMN target_name`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN must_change_password`);
  }
}
