import { Meilisearch } from 'meilisearch';
import { keepAliveAgents, nodeHttpClient } from './meili-http';

export interface MeiliConnection {
  url: string;
  apiKey?: string;
  /** The deployment's prefix (KEY_PREFIX): each test run and each deployment has its own indexes. */
  keyPrefix: string;
}

/** How long indexing and administration calls may take; searches have their own, much shorter, timeout. */
const ADMIN_TIMEOUT_MS = 30_000;

/** The live products index: `<prefix>-products`. */
export function productsIndexUid(keyPrefix: string): string {
  return `${keyPrefix}-products`;
}

/** A client for indexing and administration (settings, documents, swaps). */
export function createAdminClient(connection: MeiliConnection): Meilisearch {
  return new Meilisearch({
    host: connection.url,
    apiKey: connection.apiKey,
    timeout: ADMIN_TIMEOUT_MS,
    httpClient: nodeHttpClient(keepAliveAgents()),
  });
}

/** A client for shopper searches: a short timeout, after which the listing falls back to PostgreSQL. */
export function createSearchClient(connection: MeiliConnection, timeoutMs: number): Meilisearch {
  return new Meilisearch({
    host: connection.url,
    apiKey: connection.apiKey,
    timeout: timeoutMs,
    httpClient: nodeHttpClient(keepAliveAgents()),
  });
}
