import { Controller, Module } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/database.options';
import { bullPrefix } from '../jobs/jobs.module';
import { openDataSource } from '../database/migrations';
import { RedisStreamsServer } from '../messaging/redis-streams.server';
import { StreamKeys } from '../messaging/stream-keys';
import { redisOptions } from '../redis/redis-endpoint';
import { scrapedSample } from '../testing/scrape';
import { suitePrefix, testEnv } from '../testing/test-env';
import { watchQueues } from './queue-metrics';
import { watchStreams } from './stream-metrics';

/** What Prometheus sees on /metrics, checked against the state the test put in the real Redis and PostgreSQL. */
describe('backlog metrics on /metrics', () => {
  let redis: Redis;
  let keys: StreamKeys;

  beforeAll(() => {
    redis = new Redis(testEnv().redisUrl);
    keys = new StreamKeys(suitePrefix('metrics'));
  });

  afterAll(async () => {
    const leftovers = await redis.keys(`${keys.prefix}*`);
    if (leftovers.length > 0) await redis.del(...leftovers);
    await redis.quit();
  });

  const xadd = async (stream: string, count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await redis.xadd(stream, '*', 'n', String(i))) as string);
    return ids;
  };

  it('reports length, pending and lag of a group, and the dead letters of its service', async () => {
    const events = keys.event('probe.happened');
    await redis.xgroup('CREATE', events, 'probe', '0', 'MKSTREAM');
    await redis.xgroup('CREATE', events, 'someone-else', '0');
    const ids = await xadd(events, 5);
    await redis.xreadgroup('GROUP', 'probe', 'replica-1', 'COUNT', 3, 'STREAMS', events, '>');
    await redis.xack(events, 'probe', ids[0]);
    await xadd(keys.deadLetter('probe'), 2);

    const unwatch = watchStreams({ redis, group: 'probe', streams: [events], deadLetters: { service: 'probe', key: keys.deadLetter('probe') } });

    expect(await scrapedSample('lumina_stream_length', { stream: events })).toBe(5);
    // Read 3, acknowledged 1: 2 are being handled; 2 were never delivered.
    expect(await scrapedSample('lumina_stream_group_pending', { stream: events, group: 'probe' })).toBe(2);
    expect(await scrapedSample('lumina_stream_group_lag', { stream: events, group: 'probe' })).toBe(2);
    expect(await scrapedSample('lumina_dead_letters', { service: 'probe' })).toBe(2);
    // Another service's group on the same stream is that service's to report.
    expect(await scrapedSample('lumina_stream_group_pending', { stream: events, group: 'someone-else' })).toBeUndefined();

    unwatch();
    expect(await scrapedSample('lumina_stream_length', { stream: events })).toBeUndefined();
  });

  it('leaves the lag out where Redis reports none: a request stream with a deleted, undelivered entry', async () => {
    const requests = keys.request('probe');
    await redis.xgroup('CREATE', requests, 'probe', '0', 'MKSTREAM');
    const ids = await xadd(requests, 3);
    await redis.xreadgroup('GROUP', 'probe', 'replica-1', 'COUNT', 1, 'STREAMS', requests, '>');
    // The client gave up on its last request and deleted it before any replica read it.
    await redis.xdel(requests, ids[2]);

    const unwatch = watchStreams({ redis, group: 'probe', streams: [requests] });
    try {
      expect(await scrapedSample('lumina_stream_length', { stream: requests })).toBe(2);
      expect(await scrapedSample('lumina_stream_group_pending', { stream: requests, group: 'probe' })).toBe(1);
      expect(await scrapedSample('lumina_stream_group_lag', { stream: requests, group: 'probe' })).toBeUndefined();
    } finally {
      unwatch();
    }
  });

  it('a running transport server reports its own request and event streams', async () => {
    @Controller()
    class Handlers {
      @MessagePattern('pinger.ping')
      ping() {
        return 'pong';
      }

      @EventPattern('pinger.noticed')
      noticed() {
        return undefined;
      }
    }
    @Module({ controllers: [Handlers] })
    class PingerModule {}
    const app = await NestFactory.createMicroservice(PingerModule, {
      strategy: new RedisStreamsServer({ url: testEnv().redisUrl, prefix: keys.prefix, service: 'pinger' }),
      logger: ['error'],
    });
    await app.listen();
    try {
      expect(await scrapedSample('lumina_stream_length', { stream: keys.request('pinger') })).toBe(0);
      expect(await scrapedSample('lumina_stream_group_pending', { stream: keys.event('pinger.noticed'), group: 'pinger' })).toBe(0);
      expect(await scrapedSample('lumina_stream_group_lag', { stream: keys.event('pinger.noticed'), group: 'pinger' })).toBe(0);
      expect(await scrapedSample('lumina_dead_letters', { service: 'pinger' })).toBe(0);
    } finally {
      await app.close();
    }
    expect(await scrapedSample('lumina_stream_length', { stream: keys.request('pinger') })).toBeUndefined();
  });

  it('reports BullMQ jobs per queue and state', async () => {
    const queue = new Queue(`metrics-probe`, { connection: redisOptions({ url: testEnv().redisUrl }), prefix: bullPrefix(keys.prefix) });
    await queue.add('now', {});
    await queue.add('now', {});
    await queue.add('later', {}, { delay: 60_000 });
    const unwatch = watchQueues([queue]);
    try {
      expect(await scrapedSample('lumina_queue_jobs', { queue: 'metrics-probe', state: 'waiting' })).toBe(2);
      expect(await scrapedSample('lumina_queue_jobs', { queue: 'metrics-probe', state: 'delayed' })).toBe(1);
      expect(await scrapedSample('lumina_queue_jobs', { queue: 'metrics-probe', state: 'active' })).toBe(0);
      expect(await scrapedSample('lumina_queue_jobs', { queue: 'metrics-probe', state: 'failed' })).toBe(0);
      expect(await scrapedSample('lumina_queue_jobs', { queue: 'metrics-probe', state: 'completed' })).toBe(0);
    } finally {
      unwatch();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('reports the database pool of a data source, its size from the options', async () => {
    const dataSource: DataSource = await openDataSource(
      buildDataSourceOptions({ url: testEnv().databaseUrl, schema: 'metrics_probe', entities: [], migrations: [], poolSize: 3 }),
      false,
    );
    try {
      const held = await Promise.all([dataSource.createQueryRunner(), dataSource.createQueryRunner()]);
      await Promise.all(held.map((runner) => runner.connect()));
      expect(await scrapedSample('lumina_db_pool_connections', { pool: 'metrics_probe', state: 'max' })).toBe(3);
      expect(await scrapedSample('lumina_db_pool_connections', { pool: 'metrics_probe', state: 'total' })).toBeGreaterThanOrEqual(2);
      expect(await scrapedSample('lumina_db_pool_connections', { pool: 'metrics_probe', state: 'waiting' })).toBe(0);
      await Promise.all(held.map((runner) => runner.release()));
      expect(await scrapedSample('lumina_db_pool_connections', { pool: 'metrics_probe', state: 'idle' })).toBeGreaterThanOrEqual(2);
    } finally {
      await dataSource.destroy();
    }
    expect(await scrapedSample('lumina_db_pool_connections', { pool: 'metrics_probe', state: 'max' })).toBeUndefined();
  });
});
