import { type DynamicModule, type INestMicroservice, Module, type Provider, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ClientProxy } from '@nestjs/microservices';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { firstValueFrom } from 'rxjs';
import { RedisStreamsClient } from '../redis-streams.client';
import type { RedisStreamsOptions } from '../redis-streams.options';
import { RedisStreamsServer } from '../redis-streams.server';
import { RpcWireExceptionFilter } from '../rpc-wire-exception.filter';

/** Shared plumbing of the transport's integration tests; each test file owns one key prefix. */

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function testPrefix(name: string): string {
  return `lumina-test-${name}-${randomBytes(4).toString('hex')}`;
}

/** One Nest module per replica, so each replica gets its own probe instance. */
export function replicaModule(
  controllers: Type[],
  providers: Provider[] = [],
  imports: DynamicModule[] = [],
): DynamicModule {
  @Module({})
  class ReplicaModule {}
  return { module: ReplicaModule, controllers, providers, imports };
}

/** A service replica as production runs it: Nest handlers and the transport's error filter. */
export async function startReplica(
  module: DynamicModule,
  options: RedisStreamsOptions | RedisStreamsServer,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, {
    strategy: options instanceof RedisStreamsServer ? options : new RedisStreamsServer(options),
    logger: ['error', 'warn'],
  });
  app.useGlobalFilters(new RpcWireExceptionFilter());
  await app.listen();
  return app;
}

export async function connectClient(options: RedisStreamsOptions | RedisStreamsClient): Promise<RedisStreamsClient> {
  const client = options instanceof RedisStreamsClient ? options : new RedisStreamsClient(options);
  await client.connect();
  return client;
}

export function call<T>(client: ClientProxy, pattern: string, data: unknown): Promise<T> {
  return firstValueFrom(client.send<T>(pattern, data));
}

/** Resolves with what the promise rejected with; fails if it resolved. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  const settled = await promise.then(
    (value) => ({ rejected: false as const, value }),
    (error: unknown) => ({ rejected: true as const, error }),
  );
  if (!settled.rejected) throw new Error(`expected a rejection, got ${JSON.stringify(settled.value)}`);
  return settled.error;
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

/** A consumer group's counts in Redis: delivered but unacknowledged, and not yet delivered at all. */
export async function groupState(stream: string, group: string): Promise<{ pending: number; lag: number } | undefined> {
  const redis = new Redis(REDIS_URL);
  try {
    const groups = (await redis.xinfo('GROUPS', stream)) as unknown[][];
    const info = groups
      .map((fields) => Object.fromEntries(Array.from({ length: fields.length / 2 }, (_, i) => [fields[2 * i], fields[2 * i + 1]])))
      .find((fields) => fields.name === group);
    return info === undefined ? undefined : { pending: Number(info.pending), lag: Number(info.lag) };
  } finally {
    await redis.quit();
  }
}

/**
 * True once a consumer group has been handed every entry of its stream and has acknowledged each:
 * no delivery, first or repeated, is left to come. Tests that prove an absence wait for this.
 */
export async function groupDrained(stream: string, group: string): Promise<boolean> {
  const state = await groupState(stream, group);
  return state !== undefined && state.pending === 0 && state.lag === 0;
}

/**
 * True while a connection whose name starts with `namePrefix` and ends in `:read` (a replica's
 * reader) is blocked in Redis waiting for messages: a message sent now would be handed to it.
 */
export async function readerBlocked(namePrefix: string): Promise<boolean> {
  const redis = new Redis(REDIS_URL);
  try {
    const clients = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'normal')).split('\n');
    return clients.some((line) => {
      const fields = Object.fromEntries(line.split(' ').map((pair) => pair.split('=', 2) as [string, string]));
      return fields.name?.startsWith(namePrefix) && fields.name.endsWith(':read') && fields.flags?.includes('b');
    });
  } finally {
    await redis.quit();
  }
}

/** How many entries a stream holds (0 for none): a request sent is one entry of its service's stream. */
export async function streamLength(stream: string): Promise<number> {
  const redis = new Redis(REDIS_URL);
  try {
    return await redis.xlen(stream);
  } finally {
    await redis.quit();
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/** Closes everything a test started, even when the test failed half-way. */
export class Resources {
  private readonly closers: Array<() => Promise<unknown>> = [];

  add<T extends { close(): unknown }>(resource: T): T {
    this.closers.push(async () => resource.close());
    return resource;
  }

  async closeAll(): Promise<void> {
    const closers = this.closers.splice(0).reverse();
    await Promise.allSettled(closers.map((close) => close()));
  }
}
