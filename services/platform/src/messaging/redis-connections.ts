import type { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { logErrorsOnce } from '../redis/error-log';
import { createRedis, type RedisEndpoint } from '../redis/redis-endpoint';

export type RedisStreamsStatus = 'connected' | 'disconnected' | 'reconnecting';

/** The ioredis events a caller may listen to through `server.on()` / `client.on()`. */
export type RedisStreamsEvents = {
  error: (error: Error) => void;
  ready: () => void;
  reconnecting: (delayMs: number) => void;
  end: () => void;
};

export interface RedisStreamsConnections {
  /** Non-blocking commands, auto-pipelined: every command issued in one tick shares one write. */
  command: Redis;
  /**
   * Blocking reads only. A blocked XREAD(GROUP) holds its connection, so it must never share one
   * with commands that expect a prompt answer; and it must wait across reconnects, not fail.
   */
  reader: Redis;
}

export function openConnections(endpoint: RedisEndpoint, name: string): RedisStreamsConnections {
  return {
    command: createRedis(endpoint, { lazyConnect: true, enableAutoPipelining: true, connectionName: `${name}:cmd` }),
    reader: createRedis(endpoint, { lazyConnect: true, maxRetriesPerRequest: null, connectionName: `${name}:read` }),
  };
}

/**
 * Connects both, waiting up to `waitMs` for Redis to answer. ioredis keeps retrying a refused first
 * connect by itself, so a service started while Redis restarts or fails over comes up with it
 * instead of exiting (and crash-looping with a growing back-off). 0: fail on the first refusal.
 */
export async function connectAll({ command, reader }: RedisStreamsConnections, waitMs: number): Promise<void> {
  await Promise.all([connectWithin(command, waitMs), connectWithin(reader, waitMs)]);
}

function connectWithin(redis: Redis, waitMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let lastError: Error | undefined;
    const noteError = (error: Error) => (lastError = error);
    const settle = (error?: Error) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', noteError);
      if (error) reject(error);
      else resolve();
    };
    const onReady = () => settle();
    const timer =
      waitMs > 0
        ? setTimeout(() => settle(new Error(`Redis did not answer within ${waitMs} ms: ${lastError?.message ?? 'no connection yet'}`)), waitMs)
        : undefined;
    redis.on('error', noteError);
    redis.once('ready', onReady);
    redis.connect().then(
      () => settle(),
      (error: Error) => (waitMs === 0 ? settle(error) : noteError(error)),
    );
  });
}

/** Reports connection state on the Nest status stream and logs errors once per connection state. */
export function watchConnections(
  connections: RedisStreamsConnections,
  logger: Logger,
  report: (status: RedisStreamsStatus) => void,
  isClosing: () => boolean,
): void {
  for (const [role, redis] of Object.entries(connections)) {
    logErrorsOnce(redis, (message) => logger.error(`Redis ${role} connection: ${message}`));
    redis.on('ready', () => report('connected'));
    redis.on('reconnecting', () => {
      if (!isClosing()) report('reconnecting');
    });
    redis.on('end', () => {
      if (!isClosing()) report('disconnected');
    });
  }
}

export type PendingListener = { event: string; callback: (...args: unknown[]) => void };

export function attachListeners(
  connections: RedisStreamsConnections,
  listeners: readonly PendingListener[],
): void {
  for (const { event, callback } of listeners) {
    connections.command.on(event, callback);
    connections.reader.on(event, callback);
  }
}

/** quit() waits for replies to commands already sent; disconnect() is for a blocked reader. */
export async function quitQuietly(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
