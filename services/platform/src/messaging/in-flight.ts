/**
 * The messages this replica is handling right now: bounds concurrency, tells recovery which
 * pending ids are ours and alive, and lets close() wait for them.
 */
export class InFlight {
  private readonly work = new Map<string, { stream: string; id: string; done: Promise<void> }>();
  private waiters: Array<() => void> = [];
  private interrupted = false;

  get size(): number {
    return this.work.size;
  }

  has(stream: string, id: string): boolean {
    return this.work.has(`${stream} ${id}`);
  }

  track(stream: string, id: string, done: Promise<void>): void {
    const key = `${stream} ${id}`;
    this.work.set(key, { stream, id, done });
    void done.finally(() => {
      this.work.delete(key);
      this.waiters.shift()?.();
    });
  }

  /** Resolves once fewer than `limit` messages are in flight, or at once after interrupt(). */
  async waitForSlot(limit: number): Promise<void> {
    while (this.work.size >= limit && !this.interrupted) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Releases a read loop waiting for a slot, so close() does not depend on slow handlers. */
  interrupt(): void {
    this.interrupted = true;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  idsByStream(): Map<string, string[]> {
    const byStream = new Map<string, string[]>();
    for (const { stream, id } of this.work.values()) {
      const ids = byStream.get(stream) ?? [];
      ids.push(id);
      byStream.set(stream, ids);
    }
    return byStream;
  }

  /** True when everything finished within the time; false leaves the rest to other replicas. */
  async drain(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const finished = Promise.allSettled([...this.work.values()].map((w) => w.done)).then(() => true as const);
    try {
      return await Promise.race([finished, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }
}
