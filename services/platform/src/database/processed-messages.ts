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

/**
 * `claimMessage` for handlers whose caller waits for an answer (an RPC): the first delivery applies
 * `effect` and stores its answer with the claim, in `tx`; a later delivery of the same message
 * (the replica died after the commit, before its reply) applies nothing and answers what the first
 * did, so the caller sees one effect and the right answer (not "unchanged" for rows it just wrote).
 * The answer must survive JSON (an RPC reply does anyway).
 */
export async function applyOnce<T>(tx: EntityManager, handler: string, effect: () => Promise<T>): Promise<T> {
  const id = RequestContext.messageId();
  if (!(await claimMessage(tx, handler, id))) {
    const rows: Array<{ result: { value: T } | null }> = await tx.query(
      `SELECT result FROM processed_messages WHERE handler = $1 AND message_id = $2`,
      [handler, id],
    );
    const kept = rows[0]?.result;
    // Claimed through claimMessage, which keeps no answer: failing beats applying twice.
    if (!kept) throw new Error(`message ${id} was already applied by ${handler} and its answer was not kept`);
    return kept.value;
  }
  const result = await effect();
  if (id)
    await tx.query(`UPDATE processed_messages SET result = $3 WHERE handler = $1 AND message_id = $2`, [
      handler,
      id,
      JSON.stringify({ value: result ?? null }),
    ]);
  return result;
}

/** Deletes records older than `days` (run from a schedule): redeliveries happen within minutes. */
export async function pruneProcessedMessages(tx: EntityManager, days = 7): Promise<number> {
  // TypeORM answers a DELETE with [rows, affected count].
  const [, removed] = (await tx.query(
    `DELETE FROM processed_messages WHERE processed_at < now() - make_interval(days => $1)`,
    [days],
  )) as [unknown, number];
  return removed;
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
      // The answer applyOnce replays. A service adds this migration again (a later timestamp) to
      // gain the column on a table an earlier version of it created.
      await queryRunner.query(`ALTER TABLE processed_messages ADD COLUMN IF NOT EXISTS result jsonb`);
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
