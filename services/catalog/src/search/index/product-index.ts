import type { Meilisearch } from 'meilisearch';
import { meiliErrorCode } from './meili-http';
import type { ProductSearchDocument } from './product-document';
import { PRODUCT_INDEX_SETTINGS } from './product-index.settings';

/** How long an indexing task may take (a big batch on a busy machine). */
const TASK_TIMEOUT_MS = 600_000;

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
    if (!(await this.exists(uid)))
      await this.run(this.client.createIndex(uid, { primaryKey: 'id' }), `creating ${uid}`);
    await this.run(this.client.index(uid).updateSettings(PRODUCT_INDEX_SETTINGS), `settings of ${uid}`);
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

  /**
   * Whether the live index was built with other settings than PRODUCT_INDEX_SETTINGS (a deploy
   * changed them): only the settings we set are compared, lists as sets where order carries no
   * meaning.
   */
  async settingsOutdated(): Promise<boolean> {
    const live = await this.client.index(this.uid).getSettings();
    return differingSettings(PRODUCT_INDEX_SETTINGS, live).length > 0;
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
    await this.run(
      this.client.index(uid).updateDocuments(documents, { primaryKey: 'id' }),
      `upsert into ${uid}`,
    );
  }

  /** Queues a batch without waiting, for bulk fills; then `waitForAll`. */
  async enqueueUpsert(documents: ProductSearchDocument[], uid: string): Promise<number> {
    const task = await this.client.index(uid).updateDocuments(documents, { primaryKey: 'id' });
    return task.taskUid;
  }

  /** Waits for queued tasks and fails if any of them failed. */
  async waitForAll(taskUids: number[], what: string): Promise<void> {
    for (const taskUid of taskUids) await this.settled(taskUid, what);
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.run(this.client.index(this.uid).deleteDocuments(ids), `delete from ${this.uid}`);
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
    await this.run(this.client.swapIndexes([swap]), 'swap');
    if (liveExists) await this.drop(built);
    this.liveSeen = true;
  }

  async drop(uid: string): Promise<void> {
    await this.run(this.client.deleteIndex(uid), `deleting ${uid}`);
  }

  /** Indexes named `<live>-<suffix>`: copies left by rebuilds that did not finish. */
  async leftoverCopies(): Promise<string[]> {
    const { results } = await this.client.getRawIndexes({ limit: 1000 });
    const copy = new RegExp(`^${this.uid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+$`);
    return results.map((index) => index.uid).filter((uid) => copy.test(uid));
  }

  private async run(enqueued: Promise<{ taskUid: number }>, what: string): Promise<void> {
    await this.settled((await enqueued).taskUid, what);
  }

  /**
   * Polls a task until it is done and fails unless it succeeded. Our own loop: the client's
   * waitTask leaves an abort listener on its shared signal per poll (a listener-leak warning).
   */
  private async settled(taskUid: number, what: string): Promise<void> {
    const deadline = Date.now() + TASK_TIMEOUT_MS;
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      const task = await this.client.tasks.getTask(taskUid);
      if (task.status === 'succeeded') return;
      if (task.status === 'failed' || task.status === 'canceled')
        throw new Error(`${what} failed: ${task.error?.message ?? task.status}`);
      if (Date.now() > deadline)
        throw new Error(`${what}: task ${taskUid} still ${task.status} after ${TASK_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** Lists whose order matters to Meilisearch; any other list is compared as a set. */
const ORDERED_SETTINGS = new Set(['searchableAttributes', 'rankingRules']);

/** Paths of `wanted` whose values `live` does not have. */
export function differingSettings(wanted: unknown, live: unknown, path = ''): string[] {
  if (Array.isArray(wanted)) {
    const key = path.split('.').pop() ?? '';
    const normalise = (list: unknown) =>
      JSON.stringify(Array.isArray(list) && !ORDERED_SETTINGS.has(key) ? [...list].map(String).sort() : list);
    return normalise(wanted) === normalise(live) ? [] : [path];
  }
  if (wanted !== null && typeof wanted === 'object') {
    const liveObject = live !== null && typeof live === 'object' ? (live as Record<string, unknown>) : {};
    return Object.entries(wanted).flatMap(([key, value]) =>
      differingSettings(value, liveObject[key], `${path}.${key}`),
    );
  }
  return wanted === live ? [] : [path];
}
