import type Redis from 'ioredis';

export type Append = { args: Array<string | number>; resolve: () => void; reject: (error: unknown) => void };

/**
 * XADDs issued in one tick leave as one MULTI/EXEC. Redis serves a reader blocked on the stream
 * after each command, so 30 plain XADDs in one write wake the server for the first alone and it
 * reads the other 29 in a second round trip; inside EXEC they wake it once, with all of them.
 * A lone XADD (one caller at a time) goes out as it is: the transaction would only add two
 * commands.
 */
export class TickBatchedAppends {
  private queued: Append[] = [];
  /** While held, appends wait for release(): the caller sends them with a command of its own. */
  private holding = false;

  constructor(private readonly redis: Redis) {}

  /** args: XADD's arguments after the command name. Resolves once Redis stored the entry. */
  append(args: Array<string | number>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push({ args, resolve, reject });
      if (this.queued.length === 1 && !this.holding) process.nextTick(() => this.send(this.take()));
    });
  }

  /** From now until release(), appends queue instead of leaving at the end of their tick. */
  hold(): void {
    this.holding = true;
  }

  /** Ends hold() and hands over what queued meanwhile; send() them. */
  release(): Append[] {
    this.holding = false;
    return this.take();
  }

  private take(): Append[] {
    const queued = this.queued;
    this.queued = [];
    return queued;
  }

  /** Issues the appends synchronously on `via` (default: the connection given), so a caller can put its own command in the same write. */
  send(queued: readonly Append[], via: Redis = this.redis): void {
    if (queued.length === 0) return;
    if (queued.length === 1) {
      const [{ args, resolve, reject }] = queued;
      via.call('XADD', ...args).then(() => resolve(), reject);
      return;
    }
    const transaction = via.multi();
    for (const { args } of queued) transaction.call('XADD', ...args);
    transaction.exec().then(
      (results) => {
        queued.forEach(({ resolve, reject }, i) => {
          const error = results?.[i]?.[0] ?? (results ? null : new Error('EXEC aborted'));
          if (error) reject(error);
          else resolve();
        });
      },
      (error: unknown) => {
        for (const { reject } of queued) reject(error);
      },
    );
  }
}
