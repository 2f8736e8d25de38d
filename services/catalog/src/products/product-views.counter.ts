import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';

/**
 * Counts product views in memory and writes them in one UPDATE per interval, so a product page
 * never waits for (or contends on) a row lock. A failed write is logged and its counts are kept
 * for the next attempt; the last counts are written before the database closes on shutdown.
 * Each replica counts its own views; the UPDATE adds, so replicas never overwrite each other.
 */
@Injectable()
export class ProductViewCounter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ProductViewCounter.name);
  private pending = new Map<string, number>();
  /** Every view this replica has recorded per product since it started (never reset). */
  private readonly recordedTotals = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  /** The last write started or queued (write() never rejects). */
  private writing: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private readonly intervalMs: number;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CATALOG_CONFIG) config: Pick<CatalogConfig, 'VIEW_FLUSH_INTERVAL_MS'>,
  ) {
    this.intervalMs = config.VIEW_FLUSH_INTERVAL_MS;
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    // The timer alone must not keep a stopping process alive.
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    if (this.pending.size > 0) {
      const total = [...this.pending.values()].reduce((sum, n) => sum + n, 0);
      this.logger.error(`shutting down with ${total} views of ${this.pending.size} products not recorded`);
    }
  }

  /** Records one view; returns how many views of the product this replica has recorded so far. */
  record(productId: string): number {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + 1);
    const total = (this.recordedTotals.get(productId) ?? 0) + 1;
    this.recordedTotals.set(productId, total);
    return total;
  }

  /** How many views of the product this replica has recorded so far. */
  recorded(productId: string): number {
    return this.recordedTotals.get(productId) ?? 0;
  }

  /** Views of the product recorded here and not yet in the database. */
  unwritten(productId: string): number {
    return this.pending.get(productId) ?? 0;
  }

  /**
   * Writes what is pending, including every view recorded before the call. A write already under
   * way took only the views recorded before it began, so the call queues one more after it; calls
   * made while that one waits share it.
   */
  flush(): Promise<void> {
    this.queued ??= this.writing.then(() => {
      this.queued = undefined;
      return this.write();
    });
    this.writing = this.queued;
    return this.queued;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const ids = [...batch.keys()];
    const counts = [...batch.values()];
    try {
      await this.dataSource.query(
        `UPDATE products p SET view_count = p.view_count + v.n
           FROM unnest($1::uuid[], $2::int[]) AS v(id, n)
          WHERE p.id = v.id`,
        [ids, counts],
      );
    } catch (error) {
      // Keep the counts (merged with views recorded meanwhile) for the next interval.
      for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      const total = counts.reduce((sum, n) => sum + n, 0);
      this.logger.error(
        `could not record ${total} views of ${ids.length} products; retrying in ${this.intervalMs} ms: ${(error as Error).message}`,
      );
    }
  }
}
