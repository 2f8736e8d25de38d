import type { TracedJobData } from '@lumina/platform';

/**
 * What a `search-index` job carries: product ids only, never documents, so a job retried later
 * indexes what the database holds then (idempotent). `sync` upserts the ids that exist and
 * removes the ones that do not; `rebuild` refills the whole index.
 */
export type SearchIndexJobData = SyncProductsJob | RebuildIndexJob;

export interface SyncProductsJob extends TracedJobData {
  kind: 'sync';
  ids: string[];
}

export interface RebuildIndexJob extends TracedJobData {
  kind: 'rebuild';
}

/** Ids per job: one Meilisearch request each, big enough to be cheap, small enough to retry quickly. */
export const SYNC_BATCH_SIZE = 1000;

export function assertNever(value: never): never {
  throw new Error(`Unexpected search-index job: ${JSON.stringify(value)}`);
}
