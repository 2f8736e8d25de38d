import { isWireError } from '@lumina/contracts';

/**
 * A Redis failover shows as `unavailable` answers: the request or its reply was on the primary that
 * died (RPC.TIMEOUT), the command found no connection (RPC.SEND_FAILED), the replicas' heartbeats
 * stopped while they reconnected (RPC.UNAVAILABLE), or a service's own call failed the same way and
 * it answered "try again in a moment" (CART.CATALOG_UNAVAILABLE). Sent again a moment later, the
 * same call reaches the new primary. A closed client (this process shutting down) stays closed.
 */
const FINAL_UNAVAILABLE_CODES = new Set(['RPC.CLIENT_CLOSED']);

const FIRST_PAUSE_MS = 100;
const LONGEST_PAUSE_MS = 1_000;

/**
 * ioredis gave up on a command because no connection was up, or the server it reached was demoted
 * to a replica (READONLY): not a command Redis refused.
 */
export function isRedisConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Connection is closed.' ||
    error.message.startsWith('READONLY')
  );
}

/** A failure the same call may not meet a moment later: Redis out of reach or switching primaries. */
export function isTransientFailure(error: unknown): boolean {
  if (isWireError(error)) return error.kind === 'unavailable' && !FINAL_UNAVAILABLE_CODES.has(error.code);
  return isRedisConnectionLoss(error);
}

/**
 * Runs `attempt` and, while it fails transiently and `until` (epoch ms) leaves room, runs it again
 * after a pause that grows from 100 ms to 1 s. `attempt` is told how many ms are left (Infinity
 * without `until`), so its own wait can end by then. Without `until` it runs once.
 */
export async function retryTransient<T>(
  attempt: (remainingMs: number) => Promise<T>,
  until: number | undefined,
): Promise<T> {
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    try {
      return await attempt(until === undefined ? Infinity : until - Date.now());
    } catch (error) {
      if (until === undefined || !isTransientFailure(error) || Date.now() + pause >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}
