import type { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { RequestContext } from '../context/request-context';

/**
 * Exactly-once effects for message handlers (microservices.io "idempotent consumer"). Delivery is
 * at least once: a replica can die after its effect committed but before its XACK, an outbox
 * re-sends an event it could not confirm, a client retries. So a handler whose effect is a database
 * write records `(handler, message id)` in its own schema's `processed_messages` IN THE SAME
 * TRANSACTION as the effect; a second delivery finds the row and skips the effect. Either both
 * commit or neither does, so there is no window in which the effect is applied and not recorded.
 *
 * Use:
 *
 *   await this.db.transaction(async (tx) => {
 *     if (!(await claimMessage(tx, 'cart.clear-paid'))) return;   // already applied
 *     await tx.query('DELETE FROM …');                              // the effect, same tx
 *   });
 *
 * and add `createProcessedMessagesMigration(<timestamp>)` to the service's migrations.
 */

/**
 * Records that `handler` applies the message being handled (RequestContext.messageId(), or `id`),
 * inside `tx`. True: first time, apply the effect. False: already applied, skip it. A message
 * without an id (an old producer) is always applied, as before.
 */
export async function claimMessage(
  tx: EntityManager,
  handler: string,
  id = RequestContext.messageId(),
): Promise<boolean> {
  if (!id) return true;
  const rows: unknown[] = await tx.query(
    `INSERT INTO processed_messages (handler, message_id) VALUES ($1, $2)
     ON CONFLICT (handler, message_id) DO NOTHING RETURNING 1`,
    [handler, id],
  );
  return rows.length > 0;
}

/** Deletes records older than `days` (run from a schedule): redeliveries happen within minutes. */
export async function pruneProcessedMessages(tx: EntityManager, days = 7): Promise<number> {
  const rows: unknown[] = await tx.query(
    `DELETE FROM processed_messages WHERE processed_at < now() - make_interval(days => $1) RETURNING 1`,
    [days],
  );
  return rows.length;
}

/**
 * The table, in the schema the migration runs in (search_path is the service's schema). Each
 * service adds this with a timestamp of its own range, e.g. `createProcessedMessagesMigration(1765500000000)`.
 */
export function createProcessedMessagesMigration(timestamp: number): new () => MigrationInterface {
  const name = `CreateProcessedMessages${timestamp}`;
  const migration = class implements MigrationInterface {
    name = name;
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`
        CREATE TABLE IF NOT EXISTS processed_messages (
          handler text NOT NULL,
          message_id text NOT NULL,
          processed_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (handler, message_id)
        )`);
      await queryRunner.query(
        `CREATE INDEX IF NOT EXISTS processed_messages_processed_at ON processed_messages (processed_at)`,
      );
    }
    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP TABLE IF EXISTS processed_messages`);
    }
  };
  // TypeORM names a migration by its class name when checking what ran.
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}
