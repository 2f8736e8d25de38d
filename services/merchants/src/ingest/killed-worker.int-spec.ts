import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { MerchantsPatterns, type IngestLogDto } from '@lumina/contracts';
import { eventually, FeedServer, serviceTestVariables, suitePrefix } from '@lumina/platform/testing';
import { csvOfSize } from '../testing/feed-fixtures';
import type { CatalogUnderTest } from '../testing/catalog-under-test';
import type { IngestFixture } from '../testing/merchants-test-env';

jest.setTimeout(90_000);

// Short locks: a dead worker's run is found stalled within seconds (set before the processor loads).
process.env.INGEST_LOCK_MS = '2000';

describe('a worker killed mid-run', () => {
  let child: ChildProcess | undefined;
  let fx: IngestFixture | undefined;
  let catalog: CatalogUnderTest | undefined;
  let feeds: FeedServer;

  beforeAll(async () => {
    feeds = await FeedServer.start('127.0.0.1');
    feeds.serve('/big.csv', csvOfSize(1600));
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await fx?.close();
    await catalog?.close();
    await feeds.close();
  });

  it('is picked up again and ends once, with the right counts and no duplicates', async () => {
    const { startIngestForTest } = await import('../testing/merchants-test-env');
    const keyPrefix = suitePrefix('killed-worker');
    // Slices of 500 records, 3 in flight: when the run is killed after its second checkpoint, the
    // third and fourth slices may be written already (the revived run sends them again).
    const writes = { INGEST_BATCH_ROWS: '500', INGEST_BATCHES_IN_FLIGHT: '3' };
    const env = serviceTestVariables(keyPrefix, { SEED_DEMO: 'false', FEED_ALLOWED_HOSTS: '127.0.0.1', INGEST_LOCK_MS: '2000', ...writes });
    child = fork(path.join(__dirname, '../testing/killed-worker.fixture.js'), [JSON.stringify({ env, keyPrefix })], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, INGEST_LOCK_MS: '2000' },
    });
    const exited = once(child, 'exit');
    await new Promise<void>((resolve, reject) => {
      child?.once('message', () => resolve());
      child?.once('exit', (code) => reject(new Error(`fixture exited early (${code})`)));
    });

    // The real catalog and a client on the same prefix: the child answers, then dies mid-run.
    const { CatalogUnderTest } = await import('../testing/catalog-under-test');
    const { RedisStreamsClient, RpcClient } = await import('@lumina/platform');
    catalog = await CatalogUnderTest.start(keyPrefix);
    const client = new RedisStreamsClient({ url: env.REDIS_URL, prefix: keyPrefix, requestTimeoutMs: 10_000 });
    await client.connect();
    const rpc = new RpcClient(client);
    try {
      const merchant = await rpc.send(MerchantsPatterns.create, { name: 'Killed worker shop', feedUrl: feeds.url('/big.csv') });
      const log = await rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
      const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
      expect(signal).toBe('SIGKILL');
      const beforeDeath = await catalog.products(merchant.id);
      expect(beforeDeath.length).toBeGreaterThanOrEqual(1000);

      // The same catalog: what the killed run wrote is there, and the revived run must not count it twice.
      const revived = await startIngestForTest('killed-worker-revived', { INGEST_LOCK_MS: '2000', ...writes }, { keyPrefix, catalog });
      fx = revived;
      const done = await eventually(
        async () => (await revived.merchants.rpc.send(MerchantsPatterns.ingestLogs, { merchantId: merchant.id, limit: 5 })) as IngestLogDto[],
        (logs) => logs[0]?.status === 'completed' || logs[0]?.status === 'failed',
        60_000,
      );
      expect(done).toHaveLength(1);
      expect(done[0]).toMatchObject({ id: log.id, status: 'completed', productsProcessed: 1600, productsAdded: 1600, productsUpdated: 0, productsUnchanged: 0 });
      const after = await catalog.products(merchant.id);
      expect(after).toHaveLength(1600);
      expect(new Set(after.map((product) => product.sku)).size).toBe(1600);
      // What was written before the kill and sent again was counted as the write it was, not rewritten.
      const versionBefore = new Map(beforeDeath.map((p) => [p.sku, p.version]));
      expect(after.filter((p) => versionBefore.has(p.sku) && versionBefore.get(p.sku) !== p.version)).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
