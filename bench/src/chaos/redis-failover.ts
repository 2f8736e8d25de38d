import { dirname, join } from 'node:path';

/**
 * The loopback Redis primary, replica and Sentinel of `startRedisFailoverGroup()`
 * (infra/local/redis-sentinel.ts, from the Sentinel work on its own branch). Looked up at run time,
 * so this bench runs (and says the failover was skipped) where that support is not merged yet.
 */
interface StarterGroup {
  sentinels: string;
  name: string;
  primaryPort: number;
  currentPrimaryPort(): Promise<number>;
  failover(mode?: 'command' | 'kill'): Promise<number>;
  stop(): Promise<void>;
}

type Starter = (options: { dir: string }) => Promise<StarterGroup>;

export interface RedisFailoverGroup {
  /** What the services need to reach Redis through Sentinel, and REDIS_MIN_REPLICAS=1 so the outbox waits for the replica. */
  env: Record<string, string>;
  /** SIGKILLs the primary; resolves once Sentinel has promoted the replica and it accepts writes (the old primary rejoins as a replica). */
  failover(): Promise<void>;
  /** The primary's address now (it moves at the failover). */
  currentUrl(): Promise<string>;
  stop(): Promise<void>;
}

function findStarter(): Starter | undefined {
  const infra = require('@lumina/infra') as Record<string, unknown>;
  if (typeof infra.startRedisFailoverGroup === 'function') return infra.startRedisFailoverGroup as Starter;
  try {
    const module = require(join(dirname(require.resolve('@lumina/infra')), 'redis-sentinel')) as Record<string, unknown>;
    return typeof module.startRedisFailoverGroup === 'function' ? (module.startRedisFailoverGroup as Starter) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the group, or resolves undefined (the failover is then reported as skipped) without Sentinel support. */
export async function startFailoverGroup(dir: string): Promise<RedisFailoverGroup | undefined> {
  const starter = findStarter();
  if (!starter) return undefined;
  const group = await starter({ dir });
  const url = (port: number) => `redis://127.0.0.1:${port}`;
  return {
    env: { REDIS_URL: url(group.primaryPort), REDIS_SENTINELS: group.sentinels, REDIS_SENTINEL_NAME: group.name, REDIS_MIN_REPLICAS: '1' },
    // A crash, not a planned switchover: what can lose the writes the replica had not received yet.
    failover: async () => void (await group.failover('kill')),
    currentUrl: async () => url(await group.currentPrimaryPort()),
    stop: () => group.stop(),
  };
}
