/**
 * One answer shared by every caller for a short time, for public reads that are the same for
 * every visitor (the home page's featured shelf). Concurrent callers share one request in
 * flight; a failed request is not kept, so the next caller tries again.
 */
export class SharedReply<T> {
  private current: { value: Promise<T>; expiresAt: number } | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(load: () => Promise<T>): Promise<T> {
    if (this.current && this.current.expiresAt > this.now()) return this.current.value;
    const value = load();
    const entry = { value, expiresAt: this.now() + this.ttlMs };
    this.current = entry;
    value.catch(() => {
      if (this.current === entry) this.current = undefined;
    });
    return value;
  }
}
