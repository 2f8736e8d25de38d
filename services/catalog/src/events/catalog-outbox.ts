import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { CatalogEventContract } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { DataSource, type QueryRunner } from 'typeorm';

type CatalogEvent = keyof CatalogEventContract;

/** How often unsent events are sent again (a replica that died between commit and send). */
const RELAY_INTERVAL_MS = 5000;
const RELAY_BATCH = 200;

interface OutboxRow {
  id: string;
  event: CatalogEvent;
  payload: CatalogEventContract[CatalogEvent];
}

/**
 * Writes an event in the caller's transaction, so it exists exactly when the write it describes
 * committed. `id` is the event's message id (and an offers batch's `batchId`).
 */
export async function addToOutbox<E extends CatalogEvent>(
  runner: QueryRunner,
  event: E,
  build: (id: string) => CatalogEventContract[E],
): Promise<string> {
  const id = randomUUID();
  await runner.query('INSERT INTO catalog_outbox (id, event, payload) VALUES ($1, $2, $3)', [id, event, JSON.stringify(build(id))]);
  return id;
}

/**
 * Sends catalog's events after their write committed (`flush`, called by the writer's service) and
 * again from a relay on an interval: at least once, each under its outbox id, in commit order.
 */
@Injectable()
export class CatalogOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogOutbox.name);
  private timer?: NodeJS.Timeout;
  private flushing: Promise<number> | null = null;
  private readAgain = false;

  constructor(
    private readonly db: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () => void this.flush().catch((error: unknown) => this.logger.warn(`outbox relay: ${(error as Error).message}`));
    tick();
    this.timer = setInterval(tick, RELAY_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * Sends every unsent event, oldest first; one flush at a time per replica. A flush asked for while
   * one runs makes it read once more when done: the running one may have read before the asker's
   * commit, and its event would otherwise wait for the relay's next tick (5 s).
   */
  flush(): Promise<number> {
    if (this.flushing) {
      this.readAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      let sent = 0;
      do {
        this.readAgain = false;
        sent += await this.sendUnsent();
      } while (this.readAgain);
      return sent;
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Sends after a commit without making the caller fail: an event not sent now is left to the relay. */
  flushSoon(): void {
    void this.flush().catch((error: unknown) => this.logger.warn(`events left to the relay: ${(error as Error).message}`));
  }

  private async sendUnsent(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = (await this.db.query(
        `SELECT id, event, payload FROM catalog_outbox WHERE sent_at IS NULL ORDER BY created_at, id LIMIT ${RELAY_BATCH}`,
      )) as OutboxRow[];
      for (const row of rows) {
        await this.rpc.emit(row.event, row.payload as never, { messageId: `catalog-outbox:${row.id}` });
        await this.db.query('UPDATE catalog_outbox SET sent_at = now() WHERE id = $1', [row.id]);
        sent += 1;
      }
      if (rows.length < RELAY_BATCH) return sent;
    }
  }
}
