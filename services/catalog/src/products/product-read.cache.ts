/**
 * A small time-bounded cache for hot catalogue reads (product pages, the featured shelf). Product
 * data changes only through catalog writes (seed, feed ingest), so a few seconds of staleness is
 * harmless, and `clear()` lets a writer drop everything at once. Bounded: the oldest entries go
 * first once `maxEntries` is reached. A TTL of 0 turns it off. Each entry lives 80-100% of the TTL,
 * so entries filled together (a warm-up, a burst) do not all expire, and reload, in one instant.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs * (0.8 + 0.2 * this.random()) });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
