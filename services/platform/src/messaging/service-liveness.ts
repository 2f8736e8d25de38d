import type Redis from 'ioredis';

interface Verdict {
  /** Smallest idle time of any consumer in the service's request group; null: no consumer at all. */
  idleMs: number | null;
  down: boolean;
  checkedAt: number;
}

/**
 * Which services have a live replica, from their consumer group's own heartbeat: a running server
 * re-issues XREADGROUP at least every blockMs, which resets its consumer's idle time. When every
 * consumer of a service's request group has been idle longer than `staleAfterMs` (or there is no
 * group), nobody will answer, and the caller gets a 503 at once instead of waiting out its timeout.
 *
 * The verdict is read synchronously from a cache refreshed in the background at most once per
 * `refreshMs` per service while requests flow, so it never adds latency to a send; a stale or
 * missing verdict lets the request through (the timeout still bounds it).
 */
export class ServiceLiveness {
  private readonly verdicts = new Map<string, Verdict>();
  private readonly refreshing = new Set<string>();

  constructor(
    private readonly redis: () => Redis | undefined,
    private readonly requestKey: (service: string) => string,
    private readonly staleAfterMs: number,
    private readonly refreshMs = 1000,
  ) {}

  /** The idle time to report when the service is known down, else undefined. */
  downSince(service: string): { idleMs: number | null } | undefined {
    const verdict = this.verdicts.get(service);
    // A down service is re-read four times as often, so a replica that comes back is seen quickly.
    const every = verdict?.down ? this.refreshMs / 4 : this.refreshMs;
    if (!verdict || Date.now() - verdict.checkedAt > every) this.refresh(service);
    // A verdict older than a few refreshes is not trusted either way.
    if (!verdict || Date.now() - verdict.checkedAt > this.refreshMs * 5) return undefined;
    return verdict.down ? { idleMs: verdict.idleMs } : undefined;
  }

  /** Reads the group once; exposed so tests and the BFF's readiness view can await a fresh verdict. */
  async check(service: string): Promise<Verdict | undefined> {
    const redis = this.redis();
    if (!redis) return undefined;
    let idleMs: number | null = null;
    try {
      const raw = (await redis.call('XINFO', 'CONSUMERS', this.requestKey(service), service)) as unknown[];
      for (const consumer of raw) {
        if (!Array.isArray(consumer)) continue;
        const at = consumer.indexOf('idle');
        const idle = at >= 0 ? Number(consumer[at + 1]) : NaN;
        if (Number.isFinite(idle)) idleMs = idleMs === null ? idle : Math.min(idleMs, idle);
      }
    } catch (error) {
      // No stream or no group yet: the service has never run under this prefix.
      if (!/NOGROUP|no such key/i.test((error as Error).message)) return undefined;
    }
    const verdict = { idleMs, down: idleMs === null || idleMs > this.staleAfterMs, checkedAt: Date.now() };
    this.verdicts.set(service, verdict);
    return verdict;
  }

  private refresh(service: string): void {
    if (this.refreshing.has(service)) return;
    this.refreshing.add(service);
    void this.check(service)
      .catch(() => undefined)
      .finally(() => this.refreshing.delete(service));
  }
}
