import type { InfraLogger } from '@lumina/infra';
import Redis from 'ioredis';
import { dirname, join } from 'node:path';

/**
 * A loopback Redis primary, replica and Sentinel from `startRedisFailoverGroup()` in
 * infra/local/redis-sentinel.ts (its own branch while this bench was written), and a failover of
 * it. What is read from the group is kept loose on purpose: its env (REDIS_URL, REDIS_SENTINELS,
 * REDIS_SENTINEL_NAME) or the same facts as fields, and its own failover() when it has one.
 */
export interface RedisFailoverGroup {
  /** What the services need to reach Redis through Sentinel (and REDIS_MIN_REPLICAS=1 for WAIT). */
  env: Record<string, string>;
  /** Has Sentinel promote the replica; resolves once Sentinel names the new primary and it accepts writes. */
  failover(): Promise<void>;
  stop(): Promise<void>;
}

interface StarterGroup {
  env?: Record<string, string | undefined>;
  url?: string;
  redisUrl?: string;
  sentinels?: string | ReadonlyArray<string | { host: string; port: number }>;
  name?: string;
  masterName?: string;
  failover?: () => Promise<unknown>;
  stop(): Promise<void>;
}

type Starter = (options: { dataDir: string; log: InfraLogger }) => Promise<StarterGroup>;

const FAILOVER_TIMEOUT_MS = 60_000;

/** The starter from @lumina/infra, or undefined while the Sentinel support is not merged. */
function findStarter(): Starter | undefined {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const infra = require('@lumina/infra') as Record<string, unknown>;
  if (typeof infra.startRedisFailoverGroup === 'function') return infra.startRedisFailoverGroup as Starter;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(join(dirname(require.resolve('@lumina/infra')), 'redis-sentinel')) as Record<string, unknown>;
    return typeof module.startRedisFailoverGroup === 'function' ? (module.startRedisFailoverGroup as Starter) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the group, or resolves undefined (said in the table as 'skipped') when there is no Sentinel support. */
export async function startFailoverGroup(dataDir: string, log: InfraLogger): Promise<RedisFailoverGroup | undefined> {
  const starter = findStarter();
  if (!starter) return undefined;
  const group = await starter({ dataDir, log });
  const env = Object.fromEntries(Object.entries(group.env ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const sentinels = env.REDIS_SENTINELS ?? sentinelList(group.sentinels);
  const name = env.REDIS_SENTINEL_NAME ?? group.name ?? group.masterName ?? 'mymaster';
  const url = env.REDIS_URL ?? group.redisUrl ?? group.url;
  if (!sentinels || !url) {
    await group.stop();
    throw new Error('startRedisFailoverGroup() gave neither REDIS_SENTINELS nor REDIS_URL');
  }
  return {
    env: { ...env, REDIS_URL: url, REDIS_SENTINELS: sentinels, REDIS_SENTINEL_NAME: name, REDIS_MIN_REPLICAS: env.REDIS_MIN_REPLICAS ?? '1' },
    failover: async () => {
      if (group.failover) await group.failover();
      else await failoverThroughSentinel(sentinels, name);
    },
    stop: () => group.stop(),
  };
}

function sentinelList(sentinels: StarterGroup['sentinels']): string | undefined {
  if (typeof sentinels === 'string') return sentinels;
  return sentinels?.map((s) => (typeof s === 'string' ? s : `${s.host}:${s.port}`)).join(',');
}

/** SENTINEL FAILOVER, then waits until Sentinel names another primary and that one answers as master. */
async function failoverThroughSentinel(sentinels: string, name: string): Promise<void> {
  const [host = '127.0.0.1', port = '26379'] = (sentinels.split(',')[0] ?? '').split(':');
  const sentinel = new Redis({ host, port: Number(port), lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    await sentinel.connect();
    const primary = async () => ((await sentinel.call('SENTINEL', 'get-master-addr-by-name', name)) as string[]).join(':');
    const before = await primary();
    await sentinel.call('SENTINEL', 'FAILOVER', name);
    const deadline = Date.now() + FAILOVER_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const now = await primary();
      if (now !== before && (await answersAsMaster(now))) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Sentinel did not promote a new primary within ${FAILOVER_TIMEOUT_MS / 1000} s`);
  } finally {
    sentinel.disconnect();
  }
}

async function answersAsMaster(address: string): Promise<boolean> {
  const [host, port] = address.split(':');
  const redis = new Redis({ host, port: Number(port), lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return /role:master/.test(await redis.info('replication'));
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
