import { MerchantsPatterns, type IngestLogDto } from '@lumina/contracts';
import { eventually, FeedServer } from '@lumina/platform/testing';
import { csvOfSize, GOOGLE_XML } from '../testing/feed-fixtures';
import { startIngestForTest, type IngestFixture } from '../testing/merchants-test-env';
import { FEED_NOT_MODIFIED } from './ingest-run.service';

describe('ingest runs as jobs', () => {
  let fx: IngestFixture;
  let feeds: FeedServer;

  beforeAll(async () => {
    fx = await startIngestForTest('ingest-run');
    feeds = await FeedServer.start('127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    await fx.close();
    await feeds.close();
  });

  const merchantWithFeed = async (path: string, body: string | Buffer) => {
    feeds.serve(path, body);
    return fx.merchants.rpc.send(MerchantsPatterns.create, { name: `Shop ${path}`, feedUrl: feeds.url(path), defaultCurrency: 'EUR' });
  };
  const finished = (logId: string, merchantId: string) =>
    eventually(
      async () => (await fx.merchants.rpc.send(MerchantsPatterns.ingestLogs, { merchantId, limit: 10 })).find((log) => log.id === logId) as IngestLogDto,
      (log) => ['completed', 'failed', 'cancelled'].includes(log?.status),
      20_000,
    );

  it('queues a run, answers 409 with it while active, and completes with the counts', async () => {
    const merchant = await merchantWithFeed('/google.xml', GOOGLE_XML);
    const log = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    expect(log).toMatchObject({ merchantId: merchant.id, status: 'pending', productsProcessed: 0, completedAt: null });
    await expect(fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id })).rejects.toMatchObject({
      code: 'MERCHANTS.INGEST_RUNNING',
      kind: 'conflict',
      details: { log: expect.objectContaining({ id: log.id }) },
    });
    const done = await finished(log.id, merchant.id);
    expect(done).toMatchObject({ status: 'completed', productsProcessed: 3, productsAdded: 3, productsUpdated: 0, productsRejected: 0 });
    expect(done.completedAt).not.toBeNull();
    expect((await fx.catalog.products(merchant.id)).map((p) => p.sku)).toEqual(['G1', 'G2', 'G3']);

    const again = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    expect(await finished(again.id, merchant.id)).toMatchObject({ status: 'completed', productsProcessed: 3, productsAdded: 0, productsUpdated: 0, productsUnchanged: 3 });
  });

  it('keeps the first rejected rows with line, field and reason', async () => {
    const merchant = await merchantWithFeed('/rejects.csv', 'sku,title,price,link,category\nR1,Lamp,9.00,https://s.example/1,Ceiling\nR2,,9.00,https://s.example/2,Ceiling\nR3,Sofa,9.00,https://s.example/3,Furniture\n');
    const log = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    expect(await finished(log.id, merchant.id)).toMatchObject({
      status: 'completed',
      productsProcessed: 1,
      productsRejected: 2,
      rejectedRows: [
        { line: 3, field: 'title', reason: 'missing title' },
        { line: 4, field: 'category', reason: "'Furniture' matches none of our categories: held until a category rule maps it" },
      ],
    });
  });

  it('rejects a row the write schema refuses with catalog\'s reason and writes the rest of its batch', async () => {
    const merchant = await merchantWithFeed(
      '/refused.csv',
      'sku,title,price,link,category\nP1,Lamp one,9.00,https://s.example/1,Ceiling\nP2,Golden lamp,5000000.00,https://s.example/2,Ceiling\nP3,Lamp three,9.00,https://s.example/3,Ceiling\n',
    );
    const log = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    expect(await finished(log.id, merchant.id)).toMatchObject({
      status: 'completed',
      productsProcessed: 2,
      productsAdded: 2,
      productsRejected: 1,
      rejectedRows: [{ line: 3, field: 'priceMinor', reason: expect.stringContaining('100000000') }],
    });
    expect((await fx.catalog.products(merchant.id)).map((p) => p.sku)).toEqual(['P1', 'P3']);
  });

  it('rejects a second SKU of the same product (same GTIN) with catalog\'s reason: one offer per merchant, the first in feed order', async () => {
    const merchant = await merchantWithFeed(
      '/same-gtin.csv',
      'sku,title,price,link,category,gtin\nS2,Twin lamp,9.00,https://s.example/2,Ceiling,4006381333931\nS1,Twin lamp again,9.50,https://s.example/1,Ceiling,4006381333931\n',
    );
    const log = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    expect(await finished(log.id, merchant.id)).toMatchObject({
      status: 'completed',
      productsProcessed: 1,
      productsAdded: 1,
      productsRejected: 1,
      rejectedRows: [{ line: 3, field: 'gtin', reason: expect.stringContaining('same product as SKU S2 earlier in this feed (GTIN 04006381333931)') }],
    });
    expect((await fx.catalog.products(merchant.id)).map((p) => p.sku)).toEqual(['S2']);
  });

  it('writes each offer\'s shipping from the feed\'s shipping field, else the merchant\'s default table, and the feed language', async () => {
    feeds.serve('/shipping.csv', 'sku,title,price,link,category,shipping\nH1,Harbour lamp,19.00,https://s.example/h1,Ceiling,AT:::3.90 EUR\nH2,Harbour pendant,29.00,https://s.example/h2,Pendant,\n');
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, {
      name: 'Shop with shipping',
      feedUrl: feeds.url('/shipping.csv'),
      defaultCurrency: 'EUR',
      feedLanguage: 'de',
      defaultShippingMinor: { DE: 495, AT: 595 },
    });
    expect(merchant).toMatchObject({ feedLanguage: 'de', defaultShippingMinor: { DE: 495, AT: 595 } });
    const log = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    expect(await finished(log.id, merchant.id)).toMatchObject({ status: 'completed', productsAdded: 2 });
    expect(await fx.catalog.offers(merchant.id)).toEqual([
      { sku: 'H1', shippingMinor: { AT: 390 }, textLanguage: 'de' },
      { sku: 'H2', shippingMinor: { DE: 495, AT: 595 }, textLanguage: 'de' },
    ]);
  });

  it('fails at once, with the reason, on a permanent problem (404)', async () => {
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Gone feed', feedUrl: feeds.url('/nothing-here.csv') });
    const log = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    expect(await finished(log.id, merchant.id)).toMatchObject({ status: 'failed', message: 'the feed was not found (HTTP 404)' });
  });

  it('retires stale products after a completed run, but holds removal when the count fell by more than 30%', async () => {
    const merchant = await merchantWithFeed('/stale.csv', csvOfSize(10));
    const first = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    await finished(first.id, merchant.id);
    feeds.serve('/stale.csv', csvOfSize(8));
    const second = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    expect(await finished(second.id, merchant.id)).toMatchObject({ status: 'completed', productsRetired: 2 });
    expect(await fx.catalog.products(merchant.id)).toHaveLength(8);
    feeds.serve('/stale.csv', csvOfSize(3));
    const third = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    const held = await finished(third.id, merchant.id);
    expect(held).toMatchObject({ status: 'completed', productsRetired: 0, message: expect.stringContaining('Stale products kept: 3 items against 8') });
    expect(await fx.catalog.products(merchant.id)).toHaveLength(8);
    // The held run is not the guard's new reference: the same short feed again is held again.
    const fourth = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    expect(await finished(fourth.id, merchant.id)).toMatchObject({ status: 'completed', productsRetired: 0, message: expect.stringContaining('Stale products kept: 3 items against 8') });
    expect(await fx.catalog.products(merchant.id)).toHaveLength(8);
  });

  it('asks for the feed only if it changed: a 304 keeps every product as it is, a new file or new rules are read whole', async () => {
    let file = { body: csvOfSize(4), etag: '"v1"' };
    feeds.route('/etag.csv', (req, res) => {
      if (req.headers['if-none-match'] === file.etag) return void res.writeHead(304, { etag: file.etag }).end();
      res.writeHead(200, { etag: file.etag, 'last-modified': 'Wed, 25 Nov 2026 10:00:00 GMT' }).end(file.body);
    });
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Shop with ETags', feedUrl: feeds.url('/etag.csv'), defaultCurrency: 'EUR' });
    const sync = async () => finished((await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id })).id, merchant.id);
    const lastRequest = () => feeds.requests.filter((req) => req.url === '/etag.csv').at(-1);

    expect(await sync()).toMatchObject({ status: 'completed', productsAdded: 4, message: null });
    expect(lastRequest()?.headers['if-none-match']).toBeUndefined();

    expect(await sync()).toMatchObject({ status: 'completed', productsProcessed: 4, productsUnchanged: 4, productsAdded: 0, productsRetired: 0, message: FEED_NOT_MODIFIED });
    expect(lastRequest()?.headers).toMatchObject({ 'if-none-match': '"v1"', 'if-modified-since': 'Wed, 25 Nov 2026 10:00:00 GMT' });
    expect(await fx.catalog.products(merchant.id)).toHaveLength(4);

    file = { body: csvOfSize(5), etag: '"v2"' };
    expect(await sync()).toMatchObject({ status: 'completed', productsAdded: 1, productsUnchanged: 4, message: null });
    expect(await fx.catalog.products(merchant.id)).toHaveLength(5);

    // A renamed merchant changes what its products are written with: the feed is read whole, unasked.
    await fx.merchants.rpc.send(MerchantsPatterns.update, { id: merchant.id, changes: { name: 'Shop with ETags, renamed' } });
    expect(await sync()).toMatchObject({ status: 'completed', productsProcessed: 5, productsUpdated: 5, message: null });
    expect(lastRequest()?.headers['if-none-match']).toBeUndefined();
  });

  it('reads the feed whole after a failed sync (it may have written part of a newer file)', async () => {
    let gone = false;
    feeds.route('/etag-fails.csv', (req, res) => {
      if (gone) return void res.writeHead(404).end();
      if (req.headers['if-none-match'] === '"same"') return void res.writeHead(304).end();
      res.writeHead(200, { etag: '"same"' }).end(csvOfSize(3));
    });
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Shop that fails once', feedUrl: feeds.url('/etag-fails.csv') });
    const sync = async () => finished((await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id })).id, merchant.id);
    expect(await sync()).toMatchObject({ status: 'completed', productsAdded: 3 });
    gone = true;
    expect(await sync()).toMatchObject({ status: 'failed' });
    gone = false;
    expect(await sync()).toMatchObject({ status: 'completed', productsUnchanged: 3, message: null });
  });

  it('refuses to sync an inactive merchant or one without a feed URL', async () => {
    const noFeed = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'No feed' });
    await expect(fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: noFeed.id })).rejects.toMatchObject({ code: 'MERCHANTS.NO_FEED_URL' });
    const merchant = await merchantWithFeed('/inactive.csv', csvOfSize(2));
    await fx.merchants.rpc.send(MerchantsPatterns.remove, { id: merchant.id });
    await expect(fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id })).rejects.toMatchObject({ code: 'MERCHANTS.INACTIVE' });
  });

  it('cancels a run', async () => {
    feeds.route('/slow.csv', (_req, res) => {
      res.writeHead(200);
      res.write('sku,title,price,link,category\n');
      setTimeout(() => res.end(csvOfSize(5).split('\n').slice(1).join('\n')), 1500);
    });
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Slow', feedUrl: feeds.url('/slow.csv') });
    const log = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    await fx.merchants.rpc.send(MerchantsPatterns.ingestCancel, { merchantId: merchant.id });
    expect(await finished(log.id, merchant.id)).toMatchObject({ status: 'cancelled' });
    await expect(fx.merchants.rpc.send(MerchantsPatterns.ingestCancel, { merchantId: merchant.id })).rejects.toMatchObject({ code: 'MERCHANTS.NO_ACTIVE_RUN' });
  });

  it('cancels a run whose feed has stalled at once, not at the body timeout (30 s)', async () => {
    feeds.route('/stalled.csv', (_req, res) => {
      res.writeHead(200);
      res.write('sku,title,price,link,category\nS0,Stalled Lamp,10.00,https://shop.example/s0,Ceiling Lights\n');
    });
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Stalled', feedUrl: feeds.url('/stalled.csv') });
    const log = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id });
    const logOf = async () => (await fx.merchants.rpc.send(MerchantsPatterns.ingestLogs, { merchantId: merchant.id, limit: 1 }))[0];
    expect(await eventually(logOf, (current) => current?.status === 'running', 10_000)).toMatchObject({ status: 'running' });
    await fx.merchants.rpc.send(MerchantsPatterns.ingestCancel, { merchantId: merchant.id });
    expect(await eventually(logOf, (current) => current?.status !== 'running', 10_000)).toMatchObject({ id: log.id, status: 'cancelled', productsProcessed: 0 });
    expect(await fx.catalog.products(merchant.id)).toEqual([]);
  });
});
