import type { DataSource } from 'typeorm';
import type { ProductIndex } from '../index/product-index';
import type { SearchDocumentsRepository } from './search-documents.repository';

/** Documents per Meilisearch request while filling a new index: few big payloads index fastest. */
const FILL_BATCH = 5000;

export interface RebuildResult {
  documents: number;
  /** Changes made while the copy was filled, queued again so the swapped-in index has them. */
  caughtUp: number;
  ms: number;
}

export interface RebuildLogger {
  log(message: string): void;
  warn(message: string): void;
}

/**
 * Rebuilds the products index without downtime: fills a new index `<live>-<timestamp>` from
 * PostgreSQL, swaps it with the live one and deletes the old. Only one rebuild runs at a time
 * across every replica and `npm run reindex` (a PostgreSQL advisory lock); a second one is skipped.
 */
export class IndexRebuilder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly documents: SearchDocumentsRepository,
    private readonly index: ProductIndex,
    private readonly logger: RebuildLogger,
    /** Queues products changed during the rebuild for the normal indexing job. */
    private readonly requeue: (ids: string[]) => Promise<void>,
  ) {}

  /** Returns undefined when another rebuild holds the lock. */
  async rebuild(): Promise<RebuildResult | undefined> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const lock = `lumina:search-rebuild:${this.index.uid}`;
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
        lock,
      ])) as [{ locked: boolean }];
      if (!locked) {
        this.logger.log('another rebuild of the products index is running; skipping');
        return undefined;
      }
      try {
        return await this.rebuildLocked();
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lock]);
      }
    } finally {
      await runner.release();
    }
  }

  private async rebuildLocked(): Promise<RebuildResult> {
    const started = Date.now();
    await this.dropLeftovers();
    const since = await this.documents.now();
    const copy = `${this.index.uid}-${Date.now()}`;
    await this.index.prepare(copy);
    let documents = 0;
    try {
      documents = await this.fill(copy);
      await this.index.swapIn(copy);
    } catch (error) {
      await this.index.drop(copy).catch(() => undefined);
      throw error;
    }
    // A product written while we read may have reached the old index only: index it again.
    const changed = await this.documents.idsUpdatedSince(since);
    if (changed.length > 0) await this.requeue(changed);
    const ms = Date.now() - started;
    this.logger.log(
      `rebuilt ${this.index.uid}: ${documents} products in ${ms} ms (${changed.length} changed meanwhile)`,
    );
    return { documents, caughtUp: changed.length, ms };
  }

  /** Reads PostgreSQL page by page while Meilisearch indexes the previous pages. */
  private async fill(uid: string): Promise<number> {
    let after: string | null = null;
    let total = 0;
    const tasks: number[] = [];
    for (;;) {
      const page = await this.documents.pageAfter(after, FILL_BATCH);
      if (page.length === 0) break;
      tasks.push(await this.index.enqueueUpsert(page, uid));
      total += page.length;
      after = page[page.length - 1]!.id;
      if (page.length < FILL_BATCH) break;
    }
    await this.index.waitForAll(tasks, `filling ${uid}`);
    return total;
  }

  private async dropLeftovers(): Promise<void> {
    for (const uid of await this.index.leftoverCopies()) {
      this.logger.warn(`dropping ${uid}, left by a rebuild that did not finish`);
      await this.index.drop(uid);
    }
  }
}
