import {
  dropDatabase,
  ensureBackingServices,
  readLocalConfig,
  startSystem,
  stopBackingServices,
  type BackingServices,
  type InfraLogger,
  type RunningSystem,
} from '@lumina/infra';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ThrowawaySystem {
  system: RunningSystem;
  /** Resident memory of each process (and of this one, as `bench`), in bytes. */
  rss(): Record<string, number>;
  /** CPU time each process has used so far (user + system), in ms. */
  cpuMs(): Record<string, number>;
  stop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** utime + stime from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms on Linux). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
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
    results.filter((index) => index.uid.startsWith(prefix)).map((index) => fetch(new URL(`/indexes/${index.uid}`, meiliUrl), { method: 'DELETE', headers })),
  );
}

/**
 * The whole product as `npm start` runs it (production mode, demo catalogue, manual payments), on a
 * database, Redis key prefix and index prefix of its own that are removed afterwards.
 */
export async function startThrowawaySystem(rootDir: string, log: InfraLogger): Promise<ThrowawaySystem> {
  const config = readLocalConfig(process.env, rootDir);
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const keyPrefix = `lumina-bench-${run}`;
  const databaseUrl = withDatabase(config.databaseUrl, `lumina_bench_${run}`);
  const backing: BackingServices = await ensureBackingServices({ ...config, databaseUrl }, { log });
  const logDir = join(rootDir, '.data', 'bench-logs', 'cart');
  mkdirSync(logDir, { recursive: true });
  let system: RunningSystem | undefined;
  const cleanUp = async () => {
    await deleteKeys(backing.redisUrl, keyPrefix).catch((error: Error) => log.warn(`cleaning Redis: ${error.message}`));
    await deleteIndexes(backing.meiliUrl, config.meiliMasterKey, keyPrefix).catch((error: Error) => log.warn(`cleaning Meilisearch: ${error.message}`));
    await dropDatabase(backing.databaseUrl).catch((error: Error) => log.warn(`dropping the database: ${error.message}`));
    await stopBackingServices(backing.started, log).catch((error: Error) => log.warn(`stopping backing services: ${error.message}`));
  };
  try {
    system = await startSystem({
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: backing.databaseUrl,
        REDIS_URL: backing.redisUrl,
        MEILI_URL: backing.meiliUrl,
        MEILI_MASTER_KEY: config.meiliMasterKey,
        KEY_PREFIX: keyPrefix,
        MIGRATIONS_RUN: 'true',
        SEED_DEMO: 'true',
        // The development provider: no Stripe here, and none should be charged by a benchmark.
        PAYMENT_PROVIDER: 'manual',
        STRIPE_SECRET_KEY: '',
      },
      port: 0,
      healthPorts: 'free',
      rootDir,
      log,
      logDir,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const running = system;
  return {
    system: running,
    rss: () => ({
      ...Object.fromEntries(running.processes.map((p) => [p.name, rssOf(p.pid)])),
      bench: process.memoryUsage().rss,
    }),
    cpuMs: () => Object.fromEntries(running.processes.map((p) => [p.name, cpuMsOf(p.pid)])),
    async stop() {
      await running.stop().catch((error: Error) => log.warn(`stopping the system: ${error.message}`));
      await cleanUp();
    },
  };
}
