import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MerchantsPatterns, type IngestLogDto } from '@lumina/contracts';
import { RedisStreamsClient, RpcClient } from '@lumina/platform';
import { eventually, FeedServer, serviceTestVariables, suitePrefix } from '@lumina/platform/testing';
import { XML_DOCTYPE_REFUSED } from '../feeds/feed-records';
import { CatalogUnderTest } from '../testing/catalog-under-test';
import { csvOfSize } from '../testing/feed-fixtures';
import { zipBomb } from '../testing/hostile-feeds';

jest.setTimeout(60_000);

const MiB = 1024 * 1024;
/** The worker's heap: far less than any of the hostile files, so holding one whole would kill it. */
const HEAP_MIB = 160;
const HEADER = 'sku,title,price,link,category\n';
const row = (sku: string) => `${sku},Ceiling Lamp ${sku},10.00,https://shop.example/${sku.toLowerCase()},Ceiling Lights\n`;

/** `before`, then `mebibytes` MiB of `fill` made one MiB at a time as the reader asks, then `after`. */
function lazyFile(before: string, fill: string, mebibytes: number, after = ''): Readable {
  const chunk = Buffer.alloc(MiB, fill);
  async function* parts() {
    yield Buffer.from(before);
    for (let i = 0; i < mebibytes; i += 1) yield chunk;
    yield Buffer.from(after);
  }
  return Readable.from(parts(), { objectMode: false });
}

/**
 * Hostile feeds through the real ingest path (feed server on loopback → merchants worker → real
 * catalog): the worker runs in its own process with a bounded heap and no usable temporary
 * directory (a pod's /tmp is small; a feed must not need it). Each file ends its run with a clear
 * line on the log, the worker survives within its heap, and the next job runs.
 */
describe('hostile feeds against a worker with a bounded heap', () => {
  let child: ChildProcess;
  let catalog: CatalogUnderTest;
  let feeds: FeedServer;
  let client: RedisStreamsClient;
  let rpc: RpcClient;

  beforeAll(async () => {
    feeds = await FeedServer.start('127.0.0.1');
    const keyPrefix = suitePrefix('hostile-feeds');
    catalog = await CatalogUnderTest.start(keyPrefix);
    const env = serviceTestVariables(keyPrefix, { SEED_DEMO: 'false', FEED_ALLOWED_HOSTS: '127.0.0.1', FEED_MAX_DECOMPRESSED_BYTES: String(256 * MiB) });
    child = fork(path.join(__dirname, '../testing/merchants-process.fixture.js'), [JSON.stringify({ env, keyPrefix })], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [`--max-old-space-size=${HEAP_MIB}`],
      env: { ...process.env, TMPDIR: '/nonexistent/no-temp-space-for-feeds' },
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`the worker exited early (${code})`)));
    });
    client = new RedisStreamsClient({ url: env.REDIS_URL, prefix: keyPrefix, requestTimeoutMs: 20_000 });
    await client.connect();
    rpc = new RpcClient(client);

    feeds.route('/bomb.zip', (_req, res) => {
      // 1 GiB of spaces after a JSON array's '[' (about 1 MiB deflated): nothing to hold, only to inflate.
      zipBomb(1024, { before: '[', fill: ' ' }).pipe(res.writeHead(200));
    });
    feeds.serve('/laughs.xml', `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>
<rss><channel><item><id>X1</id><title>&lol2;</title><price>1.00</price><link>https://shop.example/x1</link></item></channel></rss>`);
    feeds.route('/huge-field.csv', (_req, res) => lazyFile(HEADER + row('A1') + 'A2,', 'x', 200, `,10.00,https://shop.example/a2,Ceiling Lights\n${row('A3')}`).pipe(res.writeHead(200)));
    feeds.route('/unclosed.csv', (_req, res) => lazyFile(HEADER + row('B1') + 'B2,"Lamp never closed ', 'y', 100, `\n${row('B3')}`).pipe(res.writeHead(200)));
    feeds.serve('/after.csv', csvOfSize(3));
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await catalog?.close();
    await feeds?.close();
  }, 30_000);

  /** The worker's peak heap and RSS since it was last asked. */
  async function peakMemory(): Promise<{ heapUsed: number; rss: number }> {
    const reply = once(child, 'message') as Promise<[{ peak: { heapUsed: number; rss: number } }]>;
    child.send({ type: 'memory' });
    return (await reply)[0].peak;
  }

  async function sync(name: string, feedPath: string): Promise<IngestLogDto> {
    const merchant = await rpc.send(MerchantsPatterns.create, { name, feedUrl: feeds.url(feedPath), defaultCurrency: 'EUR' });
    const log = await rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    return eventually(
      async () => (await rpc.send(MerchantsPatterns.ingestLogs, { merchantId: merchant.id, limit: 5 })).find((found) => found.id === log.id) as IngestLogDto,
      (found) => ['completed', 'failed', 'cancelled'].includes(found?.status),
      45_000,
    );
  }

  it.each([
    ['a zip bomb (1 GiB of spaces in 1 MiB), stopped at the unpacked cap', '/bomb.zip', { status: 'failed', message: `the unpacked feed is over the ${256 * MiB}-byte limit` }],
    ['an XML document declaring entities (billion laughs)', '/laughs.xml', { status: 'failed', message: XML_DOCTYPE_REFUSED }],
    [
      'a CSV with a 200 MB field: that row rejected, the others written',
      '/huge-field.csv',
      {
        status: 'completed',
        productsProcessed: 2,
        productsRejected: 1,
        rejectedRows: [{ line: 3, field: 'row', reason: `the item is over the ${MiB}-byte limit (FEED_MAX_RECORD_BYTES): skipped` }],
      },
    ],
    ['a 100 MB CSV with a quote never closed', '/unclosed.csv', { status: 'failed', message: 'the CSV file cannot be read: quoted field unterminated (line 3)' }],
  ])('%s: the run ends with its reason on the log, within the heap', async (name, feedPath, expected) => {
    await peakMemory();
    expect(await sync(name, feedPath)).toMatchObject(expected);
    const peak = await peakMemory();
    expect(child.exitCode).toBeNull();
    // The files are 100 MB and more; holding one would take that much heap (and more: strings are re-joined).
    expect(peak.heapUsed).toBeLessThan(HEAP_MIB * MiB);
    console.log(`${name}: peak heap ${(peak.heapUsed / MiB).toFixed(0)} MiB, peak RSS ${(peak.rss / MiB).toFixed(0)} MiB`);
  });

  it('runs the next job as usual on the same worker', async () => {
    const pid = child.pid;
    const done = await sync('After the hostile feeds', '/after.csv');
    expect(done).toMatchObject({ status: 'completed', productsProcessed: 3, productsAdded: 3 });
    expect(child.pid).toBe(pid);
    expect(child.exitCode).toBeNull();
  });
});
