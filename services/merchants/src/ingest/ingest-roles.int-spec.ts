import { getQueueToken } from '@nestjs/bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JobQueue, MerchantsPatterns, type IngestLogDto } from '@lumina/contracts';
import { bootstrapService, RedisStreamsClient, RpcClient, type ProcessRole } from '@lumina/platform';
import { eventually, FeedServer, suitePrefix } from '@lumina/platform/testing';
import type { Queue } from 'bullmq';
import { MerchantsModule } from '../merchants.module';
import { CatalogUnderTest } from '../testing/catalog-under-test';
import { GOOGLE_XML } from '../testing/feed-fixtures';
import { merchantsTestConfig } from '../testing/merchants-test-env';

jest.setTimeout(60_000);

/** The real merchants service started as main.ts starts it, once per role, on one key prefix. */
describe('merchants with LUMINA_ROLE api and worker', () => {
  const keyPrefix = suitePrefix('ingest-roles');
  const apps: NestFastifyApplication[] = [];
  let feeds: FeedServer;
  let catalog: CatalogUnderTest;
  let client: RedisStreamsClient;
  let rpc: RpcClient;

  const start = async (role: ProcessRole) => {
    const config = merchantsTestConfig(keyPrefix, { LUMINA_ROLE: role });
    const app = await bootstrapService('merchants', MerchantsModule.forRoot(config), {
      ...config,
      HEALTH_PORT: 0,
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    feeds = await FeedServer.start('127.0.0.1');
    catalog = await CatalogUnderTest.start(keyPrefix);
    client = new RedisStreamsClient({
      url: merchantsTestConfig(keyPrefix).REDIS_URL,
      prefix: keyPrefix,
      requestTimeoutMs: 20_000,
    });
    await client.connect();
    rpc = new RpcClient(client);
  }, 120_000);
  afterAll(async () => {
    await client.close();
    for (const app of apps.reverse()) await app.close();
    await catalog.close();
    await feeds.close();
  }, 30_000);

  it('the api answers and queues the ingest run; only the worker process runs it', async () => {
    const api = await start('api');
    feeds.serve('/roles.xml', GOOGLE_XML);
    const merchant = await rpc.send(MerchantsPatterns.create, {
      name: 'Roles shop',
      feedUrl: feeds.url('/roles.xml'),
      defaultCurrency: 'EUR',
    });
    const log = await rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    expect(log).toMatchObject({ status: 'pending', productsProcessed: 0 });

    const ingest = api.get<Queue>(getQueueToken(JobQueue.Ingest));
    expect(await ingest.getWorkersCount()).toBe(0);
    expect(await ingest.getJobCounts('waiting', 'active', 'completed')).toMatchObject({
      waiting: 1,
      active: 0,
      completed: 0,
    });

    await start('worker');
    const done = await eventually(
      async () =>
        (await rpc.send(MerchantsPatterns.ingestLogs, {
          merchantId: merchant.id,
          limit: 5,
        })) as IngestLogDto[],
      (logs) => logs[0]?.status === 'completed' || logs[0]?.status === 'failed',
      30_000,
    );
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      id: log.id,
      status: 'completed',
      productsProcessed: 3,
      productsAdded: 3,
    });
    expect((await catalog.products(merchant.id)).map((product) => product.sku)).toEqual(['G1', 'G2', 'G3']);
    expect(await ingest.getWorkersCount()).toBe(1);
  });
});
