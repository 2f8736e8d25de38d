/**
 * How long the BFF keeps sending again a request that is safe to repeat (a read, or a write with an
 * Idempotency-Key) when Redis is out of reach: a Sentinel failover takes 5 s to call the primary
 * down plus the promotion (bench/chaos measured 11 s), so 15 s carries a request across one.
 */
export const RETRY_WINDOW_MS = 15_000;

/** What a 503 tells the client to wait before sending the request again (seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** Unavailable for now (Redis failing over, no replica answering): the client may send it again then. */
export function sayWhenToRetry(reply: { header(name: string, value: string): unknown }, statusCode: number): void {
  if (statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The retry deadline of a request by its method (RequestContextStore.retryUntil); a write gets one with its Idempotency-Key. */
export function retryDeadlineFor(method: string, now = Date.now()): number | undefined {
  return SAFE_METHODS.has(method) ? now + RETRY_WINDOW_MS : undefined;
}
