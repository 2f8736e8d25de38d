/** What the session store reads the time from: the system clock, replaced in tests to move time on. */
export interface Clock {
  now(): number;
}
export const ADMIN_CLOCK = Symbol('ADMIN_CLOCK');

export interface SessionTimes {
  /** Epoch ms: the absolute lifetime counts from here. */
  createdAt: number;
  /** Epoch ms of the last request: the idle timeout counts from here. */
  lastSeenAt: number;
}

/**
 * How long a session used at `now` may live on (ARCHITECTURE §12): the idle timeout from now, never
 * past the absolute lifetime; 0 when it already ended (unused for the idle time, or older than the
 * lifetime). Decided here, by the clock, not by Redis' key expiry alone, which is only the cleanup.
 */
export function sessionTimeLeft(times: SessionTimes, now: number, idleMs: number, ttlMs: number): number {
  const absoluteEnd = times.createdAt + ttlMs;
  if (now >= absoluteEnd || now - times.lastSeenAt >= idleMs) return 0;
  return Math.min(idleMs, absoluteEnd - now);
}
