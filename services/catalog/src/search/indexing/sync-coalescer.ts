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
  /**
   * Whether bulk writes are under way (a feed sync's batches): flushes then wait, for at most
   * `maxHoldMs` per bulk write (see `holding`), checked every `holdPollMs`. Absent: never held.
   */
  held?: () => Promise<boolean>;
  maxHoldMs?: number;
  holdPollMs?: number;
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
 *
 * While bulk writes are under way (`held`), flushes wait, at most `maxHoldMs`: Meilisearch then
 * does not take the cores the writes need, and gets fewer, larger updates (docs/adr-004). Only the
 * jobs a replica runs at once wait here; the others stay queued in Redis.
 */
export class SyncCoalescer {
  private waiting: Waiter[] = [];
  private waitingIds = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private lastFlush = { at: Number.NEGATIVE_INFINITY, size: 0 };
  private serial: Promise<unknown> = Promise.resolve();
  private hurried = false;
  /** When the oldest id now waiting arrived. */
  private waitingSince = 0;
  /** When the current hold began (null: no bulk write seen since the last one ended). */
  private holdSince: number | null = null;

  constructor(
    private readonly flushIds: FlushIds,
    private readonly options: CoalescerOptions,
  ) {}

  /** Resolves with this caller's share once its ids were flushed; rejects if that flush failed. */
  sync(ids: readonly string[]): Promise<SyncShare> {
    return new Promise<SyncShare>((resolve, reject) => {
      if (this.waiting.length === 0) this.waitingSince = Date.now();
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
      void this.flushUnlessHeld();
      return;
    }
    if (this.timer !== null) return;
    const inBurst = !this.hurried && this.lastFlush.size >= this.options.burstIds;
    const wait = inBurst ? Math.max(0, this.lastFlush.at + this.options.intervalMs - Date.now()) : 0;
    this.timer = setTimeout(() => this.timerFired(), wait);
  }

  private timerFired(): void {
    this.timer = null;
    void this.flushUnlessHeld();
  }

  private async flushUnlessHeld(): Promise<void> {
    if (await this.holding()) {
      if (this.timer === null && this.waiting.length > 0)
        this.timer = setTimeout(() => this.timerFired(), this.options.holdPollMs ?? 250);
      return;
    }
    this.flushNow();
  }

  /**
   * A hold lasts from the oldest id it kept waiting until the writes end or `maxHoldMs` passed;
   * after that, flushes go on as usual until the writes end, so a long sync keeps the index at
   * most that far behind (what waits in Redis meanwhile would otherwise wait for the whole sync).
   * A mark that cannot be read holds nothing: the index must not fall behind on a Redis blip.
   */
  private async holding(): Promise<boolean> {
    const { held, maxHoldMs = 0 } = this.options;
    if (!held || this.hurried || this.waiting.length === 0) return false;
    if (!(await held().catch(() => false))) {
      this.holdSince = null;
      return false;
    }
    this.holdSince ??= this.waitingSince;
    return Date.now() - this.holdSince < maxHoldMs;
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
