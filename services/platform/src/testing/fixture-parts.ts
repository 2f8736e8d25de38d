interface Closable {
  close(): Promise<void>;
}

/**
 * What a suite's fixture started (services, servers, the BFF), closed in the reverse order, each
 * one even when one before it fails to close: a suite leaves no process running.
 */
export class FixtureParts {
  private readonly closers: Array<() => Promise<void>> = [];

  constructor(private readonly label: string) {}

  /** Keeps a started part (none: nothing to keep) to close with the others; answers it. */
  keep<T extends Closable | undefined>(part: T): T {
    if (part) this.closers.push(() => part.close());
    return part;
  }

  /** Parts started side by side: each that starts is kept, and the first failure is thrown once all have settled. */
  async startAll<const T extends readonly unknown[]>(
    ...starts: { [K in keyof T]: Promise<T[K] & (Closable | undefined)> }
  ): Promise<T> {
    const settled = await Promise.allSettled(
      (starts as ReadonlyArray<Promise<Closable | undefined>>).map((start) =>
        start.then((part) => this.keep(part)),
      ),
    );
    const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
  }

  /** Builds the fixture; when that fails, what had started is closed and the failure thrown. */
  async build<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (error) {
      await this.close().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    const failures: unknown[] = [];
    for (const closeOne of this.closers.splice(0).reverse())
      await closeOne().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, `closing the ${this.label} fixture failed`);
  }
}
