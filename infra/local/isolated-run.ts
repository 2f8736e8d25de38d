import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { ensureBackingServices, stopBackingServices, type BackingServices } from './backing-services';
import type { LocalConfig } from './config';
import { dropDatabase } from './database';
import type { InfraLogger } from './logger';

/**
 * A run of its own on the shared backing services (tests, benchmarks): a database, a Redis key
 * prefix and a Meilisearch index prefix nobody else uses, all removed again by `cleanup()`.
 */
export interface IsolatedRun {
  /** The run's id (base 36 time + random hex), part of the database name and key prefix. */
  run: string;
  /** `lumina-<label>-<run>`: the run's Redis key prefix and Meilisearch index prefix. */
  keyPrefix: string;
  backing: BackingServices;
  /** DATABASE_URL, REDIS_URL, MEILI_URL and KEY_PREFIX pointing at the run's own data. */
  env: { DATABASE_URL: string; REDIS_URL: string; MEILI_URL: string; KEY_PREFIX: string };
  /** Deletes the run's keys, indexes and database and stops what ensureBackingServices started; never throws. */
  cleanup(): Promise<void>;
}

export interface IsolatedRunOptions {
  /** What the run is for (`test`, `bench`): part of its database name and key prefix. */
  label: string;
  log: InfraLogger;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function deleteIndexes(meiliUrl: string, key: string | undefined, prefix: string): Promise<void> {
  const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  const response = await fetch(new URL('/indexes?limit=1000', meiliUrl), { headers });
  if (!response.ok) return;
  const { results } = (await response.json()) as { results: { uid: string }[] };
  await Promise.all(
    results
      .filter((index) => index.uid.startsWith(prefix))
      .map((index) => fetch(new URL(`/indexes/${index.uid}`, meiliUrl), { method: 'DELETE', headers })),
  );
}

/** Creates the run's database and makes sure PostgreSQL, Redis and Meilisearch answer. */
export async function prepareIsolatedRun(config: LocalConfig, { label, log }: IsolatedRunOptions): Promise<IsolatedRun> {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const keyPrefix = `lumina-${label}-${run}`;
  const databaseUrl = withDatabase(config.databaseUrl, `lumina_${label}_${run.replace(/-/g, '_')}`);
  const backing = await ensureBackingServices({ ...config, databaseUrl }, { log });
  return {
    run,
    keyPrefix,
    backing,
    env: {
      DATABASE_URL: backing.databaseUrl,
      REDIS_URL: backing.redisUrl,
      MEILI_URL: backing.meiliUrl,
      KEY_PREFIX: keyPrefix,
    },
    async cleanup() {
      await deleteKeys(backing.redisUrl, keyPrefix).catch((error: Error) => log.warn(`cleaning Redis: ${error.message}`));
      await deleteIndexes(backing.meiliUrl, config.meiliMasterKey, keyPrefix).catch((error: Error) =>
        log.warn(`cleaning Meilisearch: ${error.message}`),
      );
      await dropDatabase(backing.databaseUrl).catch((error: Error) => log.warn(`dropping the database: ${error.message}`));
      await stopBackingServices(backing.started, log).catch((error: Error) =>
        log.warn(`stopping backing services: ${error.message}`),
      );
    },
  };
}
