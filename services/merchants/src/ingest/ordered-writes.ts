/**
 * Write messages with at most `limit` outstanding while the feed keeps being read and mapped. Their
 * results are folded strictly in submission order, so `fold` always sees a prefix of the feed whose
 * every batch has committed: the checkpoint a restarted run resumes after never skips a batch that
 * was still in flight. The first failure (of a write or of a fold) stops further submissions and is
 * thrown by `submit` or `finish`, after the writes already in flight have settled.
 */
export class OrderedWrites<T> {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly settled = new Map<number, T>();
  private submitted = 0;
  private nextToFold = 0;
  private folding: Promise<void> = Promise.resolve();
  private failed: { error: unknown } | null = null;

  constructor(
    private readonly limit: number,
    private readonly fold: (result: T) => Promise<void>,
  ) {}

  async submit(write: () => Promise<T>): Promise<void> {
    while (this.inFlight.size >= this.limit && !this.failed) await Promise.race(this.inFlight);
    if (this.failed) return this.finish();
    const seq = this.submitted++;
    const pending: Promise<void> = write().then(
      (result) => {
        this.settled.set(seq, result);
        this.folding = this.folding.then(() => this.foldReady());
      },
      (error: unknown) => this.fail(error),
    );
    const tracked = pending.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Waits for every write and fold; throws the first failure. */
  async finish(): Promise<void> {
    await this.settle();
    if (this.failed) throw this.failed.error;
  }

  /** Waits for every write and fold, whatever their outcome (a run that stops early leaves none behind). */
  async settle(): Promise<void> {
    await Promise.all(this.inFlight);
    await this.folding;
  }

  private async foldReady(): Promise<void> {
    while (!this.failed && this.settled.has(this.nextToFold)) {
      const result = this.settled.get(this.nextToFold) as T;
      this.settled.delete(this.nextToFold);
      this.nextToFold += 1;
      try {
        await this.fold(result);
      } catch (error) {
        this.fail(error);
      }
    }
  }

  private fail(error: unknown): void {
    this.failed ??= { error };
  }
}
