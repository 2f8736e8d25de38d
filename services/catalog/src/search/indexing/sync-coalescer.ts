/** What a flush did with the ids it was given. */
export interface Flushed {
  upserted: ReadonlySet<string>;
  removed: ReadonlySet<string>;
}

export type FlushIds = (ids: string[]) => Promise<Flushed>;

export interface SyncShare {
  upserted: number;
  removed: number;
}

export interface CoalescerOptions {
  /** A flush starts at once when this many distinct ids wait. */
  maxIds: number;
  /** After a flush of at least `burstIds` ids (bulk writes), the next waits until this long after it. */
  intervalMs: number;
  /** A flush this large marks a burst; after smaller ones (an admin's edits) the next flushes at once. */
  burstIds: number;
}

interface Waiter {
  ids: readonly string[];
  resolve(share: SyncShare): void;
  reject(error: unknown): void;
}

/**
 * Turns many small `sync` jobs into few large index updates. Meilisearch's cost per update grows
 * with the index (each update rebuilds its prefix and facet structures), so 100,000 products sent
 * as 1,000-document updates cost 26 CPU-s and as 5,000-document ones 17 (docs/adr-004).
 *
 * Jobs running at once hand their ids here and wait: their promise settles only when a flush that
 * read their products from PostgreSQL has reached Meilisearch, so a crash before that leaves the
 * jobs active and BullMQ runs them again (nothing is acknowledged early). Single changes (an
 * admin's edits, one after another) flush at once; once a large flush went out (a feed sync), the
 * next gathers what arrives for up to `intervalMs`. Flushes and exclusive work (a rebuild) run one
 * at a time, in order: each flush reads PostgreSQL after the previous one, so the newest state
 * reaches the index last.
 */
export class SyncCoalescer {
  private waiting: Waiter[] = [];
  private waitingIds = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private lastFlush = { at: Number.NEGATIVE_INFINITY, size: 0 };
  private serial: Promise<unknown> = Promise.resolve();
  private hurried = false;

  constructor(
    private readonly flushIds: FlushIds,
    private readonly options: CoalescerOptions,
  ) {}

  /** Resolves with this caller's share once its ids were flushed; rejects if that flush failed. */
  sync(ids: readonly string[]): Promise<SyncShare> {
    return new Promise<SyncShare>((resolve, reject) => {
      this.waiting.push({ ids, resolve, reject });
      for (const id of ids) this.waitingIds.add(id);
      this.schedule();
    });
  }

  /** Runs work when no flush is running, and holds later flushes until it ends. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.serial.then(work, work);
    this.serial = run.catch(() => undefined);
    return run;
  }

  /** The worker is stopping: what waits is flushed now, and later changes without waiting. */
  hurry(): void {
    this.hurried = true;
    if (this.waiting.length > 0) this.flushNow();
  }

  private schedule(): void {
    if (this.waitingIds.size >= this.options.maxIds) {
      this.flushNow();
      return;
    }
    if (this.timer !== null) return;
    const inBurst = !this.hurried && this.lastFlush.size >= this.options.burstIds;
    const wait = inBurst ? Math.max(0, this.lastFlush.at + this.options.intervalMs - Date.now()) : 0;
    this.timer = setTimeout(() => this.flushNow(), wait);
  }

  private flushNow(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const waiters = this.waiting;
    const ids = [...this.waitingIds];
    this.waiting = [];
    this.waitingIds = new Set();
    if (waiters.length === 0) return;
    this.lastFlush = { at: Date.now(), size: ids.length };
    void this.exclusive(async () => {
      this.lastFlush.at = Date.now();
      try {
        const flushed = await this.flushIds(ids);
        for (const waiter of waiters) {
          waiter.resolve({
            upserted: waiter.ids.filter((id) => flushed.upserted.has(id)).length,
            removed: waiter.ids.filter((id) => flushed.removed.has(id)).length,
          });
        }
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    });
  }
}
