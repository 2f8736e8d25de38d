import type Redis from 'ioredis';

interface Verdict {
  down: boolean;
  checkedAt: number;
}

/**
 * Which services have a live replica, from their heartbeat key (`<prefix>:alive:<service>`, set
 * with a TTL by every running replica, see RedisStreamsServer.startHeartbeat). Consumer-group idle
 * times cannot tell: Redis 7.0 creates a consumer only once it is given entries, and idle replicas
 * remove themselves. When the key has expired nobody will answer, so the caller gets a 503 at once
 * instead of waiting out its timeout.
 *
 * The verdict is read synchronously from a cache refreshed in the background at most once per
 * `refreshMs` per service while requests flow, so it never adds latency to a send; a stale or
 * missing verdict lets the request through (the timeout still bounds it).
 */
export class ServiceLiveness {
  private readonly verdicts = new Map<string, Verdict>();
  private readonly refreshing = new Set<string>();
  private readonly lastAsked = new Map<string, number>();
  private readonly watching = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly redis: () => Redis | undefined,
    private readonly aliveKey: (service: string) => string,
    private readonly refreshMs = 1000,
  ) {}

  /** The idle time to report when the service is known down, else undefined. */
  isDown(service: string): boolean {
    this.lastAsked.set(service, Date.now());
    const verdict = this.verdicts.get(service);
    // "Down" is trusted only briefly (half a refresh; re-read every quarter), so a replica that came back is let through
    // at once; a stale verdict lets the request through (its timeout bounds it) and is re-read.
    const fresh =
      verdict && Date.now() - verdict.checkedAt <= (verdict.down ? this.refreshMs / 2 : this.refreshMs);
    if (!fresh) this.refresh(service);
    return Boolean(fresh && verdict.down);
  }

  /** Reads the heartbeat once; exposed so tests and dashboards can await a fresh verdict. */
  async check(service: string): Promise<Verdict | undefined> {
    const redis = this.redis();
    if (!redis) return undefined;
    let ttl: number;
    try {
      ttl = Number(await redis.call('PTTL', this.aliveKey(service)));
    } catch {
      return undefined;
    }
    // -2: no key, so no replica has beaten within staleAfterMs.
    const verdict = { down: ttl === -2, checkedAt: Date.now() };
    this.verdicts.set(service, verdict);
    // While a service is down and still asked for, keep its verdict fresh in the background, so
    // requests keep failing fast and its return is seen within a quarter refresh.
    if (
      verdict.down &&
      Date.now() - (this.lastAsked.get(service) ?? 0) < 10_000 &&
      !this.watching.has(service)
    ) {
      const timer = setTimeout(() => {
        this.watching.delete(service);
        this.refresh(service);
      }, this.refreshMs / 4);
      timer.unref();
      this.watching.set(service, timer);
    }
    return verdict;
  }

  /** Stops background re-checks (the client closed). */
  stop(): void {
    for (const timer of this.watching.values()) clearTimeout(timer);
    this.watching.clear();
  }

  private refresh(service: string): void {
    if (this.refreshing.has(service)) return;
    this.refreshing.add(service);
    void this.check(service)
      .catch(() => undefined)
      .finally(() => this.refreshing.delete(service));
  }
}
