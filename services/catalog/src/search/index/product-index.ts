import type { Meilisearch } from 'meilisearch';
import { meiliErrorCode } from './meili-http';
import type { ProductSearchDocument } from './product-document';
import { PRODUCT_INDEX_SETTINGS } from './product-index.settings';

/** Meilisearch's error code for an index that does not exist. */
function isIndexNotFound(error: unknown): boolean {
  return meiliErrorCode(error) === 'index_not_found';
}

/**
 * Administration of the products index: create with settings, write documents, swap a rebuilt
 * copy in. Every write waits for its Meilisearch task, so a caller (a job) fails, and is retried,
 * when the index did not take the change.
 */
export class ProductIndex {
  /** Set once this process has seen the live index: it only ever disappears by hand. */
  private liveSeen = false;

  constructor(
    private readonly client: Meilisearch,
    readonly uid: string,
  ) {}

  /**
   * Whether the live index exists. It is only ever created whole, by a rebuild's swap, so that
   * searches never see a half-filled index: until then listings answer from PostgreSQL.
   */
  async liveExists(): Promise<boolean> {
    this.liveSeen ||= await this.exists(this.uid);
    return this.liveSeen;
  }

  /** Creates `uid` (when missing) and applies the settings; idempotent. */
  async prepare(uid: string): Promise<void> {
    if (!(await this.exists(uid))) await this.client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    const task = await this.client.index(uid).updateSettings(PRODUCT_INDEX_SETTINGS).waitTask();
    if (task.status !== 'succeeded')
      throw new Error(`settings of ${uid} failed: ${task.error?.message ?? task.status}`);
  }

  async exists(uid: string): Promise<boolean> {
    try {
      await this.client.getRawIndex(uid);
      return true;
    } catch (error) {
      if (isIndexNotFound(error)) return false;
      throw error;
    }
  }

  /** Number of documents in the live index, or undefined when it does not exist. */
  async documentCount(): Promise<number | undefined> {
    try {
      return (await this.client.index(this.uid).getStats()).numberOfDocuments;
    } catch (error) {
      if (isIndexNotFound(error)) return undefined;
      throw error;
    }
  }

  async upsert(documents: ProductSearchDocument[], uid = this.uid): Promise<void> {
    if (documents.length === 0) return;
    await this.succeeded(
      this.client.index(uid).updateDocuments(documents, { primaryKey: 'id' }).waitTask(),
      `upsert into ${uid}`,
    );
  }

  /** Queues a batch without waiting, for bulk fills; `waitFor` the last one. */
  async enqueueUpsert(documents: ProductSearchDocument[], uid: string): Promise<number> {
    const task = await this.client.index(uid).updateDocuments(documents, { primaryKey: 'id' });
    return task.taskUid;
  }

  /** Waits for queued tasks and fails if any of them failed. */
  async waitForAll(taskUids: number[], what: string): Promise<void> {
    const tasks = await this.client.tasks.waitForTasks(taskUids, { timeout: 600_000, interval: 100 });
    for (const task of tasks) await this.succeeded(Promise.resolve(task), what);
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.succeeded(
      this.client.index(this.uid).deleteDocuments(ids).waitTask(),
      `delete from ${this.uid}`,
    );
  }

  /**
   * Atomically puts `built` in place of the live index (Meilisearch swap-indexes), then drops the
   * old copy. Searches never see a missing or half-filled index.
   */
  async swapIn(built: string): Promise<void> {
    const liveExists = await this.exists(this.uid);
    // With no live index yet, `rename` gives the built one (the first of the pair) the live name.
    const swap = liveExists
      ? { indexes: [this.uid, built] as [string, string], rename: false }
      : { indexes: [built, this.uid] as [string, string], rename: true };
    await this.succeeded(this.client.swapIndexes([swap]).waitTask(), 'swap');
    if (liveExists) await this.drop(built);
    this.liveSeen = true;
  }

  async drop(uid: string): Promise<void> {
    await this.client.deleteIndex(uid).waitTask();
  }

  /** Indexes named `<live>-<suffix>`: copies left by rebuilds that did not finish. */
  async leftoverCopies(): Promise<string[]> {
    const { results } = await this.client.getRawIndexes({ limit: 1000 });
    const copy = new RegExp(`^${this.uid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+$`);
    return results.map((index) => index.uid).filter((uid) => copy.test(uid));
  }

  private async succeeded(
    waiting: Promise<{ status: string; error?: { message: string } | null }>,
    what: string,
  ): Promise<void> {
    const task = await waiting;
    if (task.status !== 'succeeded') throw new Error(`${what} failed: ${task.error?.message ?? task.status}`);
  }
}
