import { Logger } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';
import { logErrorsOnce } from './error-log';
import { followSwitchMaster } from './switch-master';

export interface SentinelAddress {
  host: string;
  port: number;
}

/**
 * Where Lumina's Redis is. With `sentinel`, the primary's address comes from the Sentinels (and
 * follows a failover); `url` then supplies only the primary's user, password, database and TLS.
 */
export interface RedisEndpoint {
  url: string;
  sentinel?: { sentinels: readonly SentinelAddress[]; name: string };
}

/** The settings every config schema has (`baseEnvSchema`); the Sentinel pair is optional. */
export interface RedisSettings {
  REDIS_URL: string;
  REDIS_SENTINELS?: readonly SentinelAddress[];
  REDIS_SENTINEL_NAME?: string;
}

export function redisEndpoint(config: RedisSettings): RedisEndpoint {
  const { REDIS_URL: url, REDIS_SENTINELS: sentinels, REDIS_SENTINEL_NAME: name } = config;
  // The config schema rejects one without the other (sentinelSettingsProblems), so this is only
  // reached with both or neither.
  return sentinels && sentinels.length > 0 && name ? { url, sentinel: { sentinels, name } } : { url };
}

/**
 * A primary demoted by a failover keeps its open connections and answers every write with
 * READONLY. Reconnecting (through Sentinel: to the new primary) and resending the command turns
 * that into a short delay instead of a failed write. Managed services that fail over by moving a
 * DNS name need the same: the reconnect resolves the name again.
 */
export function reconnectOnReadonly(error: Error): 2 | false {
  return error.message.startsWith('READONLY') ? 2 : false;
}

/**
 * ioredis options for `endpoint`, for callers that hand options on (BullMQ) rather than a client.
 * `overrides` are the caller's own connection tuning (retries, offline queue, name).
 */
export function redisOptions(endpoint: RedisEndpoint, overrides: RedisOptions = {}): RedisOptions {
  const parsed = new URL(endpoint.url);
  const tls = parsed.protocol === 'rediss:' ? {} : undefined;
  const credentials: RedisOptions = {
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls,
  };
  const address: RedisOptions = endpoint.sentinel
    ? {
        sentinels: endpoint.sentinel.sentinels.map(({ host, port }) => ({ host, port })),
        name: endpoint.sentinel.name,
        // Not ioredis' failoverDetector (see switch-master.ts); createRedis follows the switch itself.
        // rediss:// means TLS to the primary; ioredis ignores `tls` in Sentinel mode without this.
        enableTLSForSentinelMode: tls !== undefined,
      }
    : { host: parsed.hostname, port: Number(parsed.port || 6379) };
  return { ...credentials, ...address, reconnectOnError: reconnectOnReadonly, ...overrides };
}

/**
 * Every ioredis client of Lumina's code comes from here, so each one follows a failover: through
 * Sentinel it moves at the Sentinels' +switch-master; in any mode, at READONLY.
 */
export function createRedis(endpoint: RedisEndpoint, overrides: RedisOptions = {}): Redis {
  const client = new Redis(redisOptions(endpoint, overrides));
  // Without an error listener ioredis prints every reconnect attempt's error with its stack.
  const name = overrides.connectionName ?? 'connection';
  logErrorsOnce(client, (message) => logger.error(`Redis ${name}: ${message}`), { unlessOthersListen: true });
  if (endpoint.sentinel) followSwitchMaster(client, endpoint.sentinel.sentinels, endpoint.sentinel.name);
  return client;
}

const logger = new Logger('Redis');
