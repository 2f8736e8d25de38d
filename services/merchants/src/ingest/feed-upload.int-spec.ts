import { MerchantsPatterns, type IngestLogDto } from '@lumina/contracts';
import { eventually, FeedServer } from '@lumina/platform/testing';
import { DataSource } from 'typeorm';
import { csvOfSize, gzip } from '../testing/feed-fixtures';
import { startIngestForTest, type IngestFixture } from '../testing/merchants-test-env';
import { UPLOAD_KEEPS_OTHERS } from './ingest-run.service';

describe('ingest runs of an uploaded file', () => {
  let fx: IngestFixture;
  let feeds: FeedServer;
  let db: DataSource;

  beforeAll(async () => {
    fx = await startIngestForTest('feed-upload', { FEED_MAX_BYTES: '4096' });
    feeds = await FeedServer.start('127.0.0.1');
    db = fx.merchants.app.get(DataSource);
  }, 120_000);
  afterAll(async () => {
    await fx.close();
    await feeds.close();
  }, 30_000);

  /** Begin, the file in chunks of `chunkBytes`, and the run: as the BFF does it. */
  async function upload(merchantId: string, fileName: string, bytes: Buffer, feedFormat = 'csv', chunkBytes = 100): Promise<IngestLogDto> {
    const { uploadId } = await fx.merchants.rpc.send(MerchantsPatterns.uploadBegin, { merchantId, fileName, feedFormat: feedFormat as 'csv' });
    for (let seq = 0; seq * chunkBytes < bytes.length; seq += 1) {
      const data = bytes.subarray(seq * chunkBytes, (seq + 1) * chunkBytes).toString('base64');
      await fx.merchants.rpc.send(MerchantsPatterns.uploadChunk, { uploadId, seq, data });
    }
    return fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId, trigger: 'upload', uploadId });
  }
  const finished = (log: IngestLogDto) =>
    eventually(
      async () => (await fx.merchants.rpc.send(MerchantsPatterns.ingestLogs, { merchantId: log.merchantId, limit: 10 })).find((l) => l.id === log.id) as IngestLogDto,
      (found) => ['completed', 'failed', 'cancelled'].includes(found?.status),
      20_000,
    );
  const uploadsLeft = async (merchantId: string) => Number((await db.query(`SELECT count(*) AS n FROM feed_uploads WHERE merchant_id = $1`, [merchantId]))[0].n);

  it('runs a CSV sent in chunks through the same pipeline, for a merchant without a feed URL, and deletes the file after', async () => {
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Upload only', defaultCurrency: 'EUR' });
    const log = await upload(merchant.id, 'lamps.csv', Buffer.from(csvOfSize(6)));
    expect(log).toMatchObject({ merchantId: merchant.id, status: 'pending', trigger: 'upload' });
    expect(await finished(log)).toMatchObject({ status: 'completed', productsProcessed: 6, productsAdded: 6, trigger: 'upload', message: UPLOAD_KEEPS_OTHERS });
    expect((await fx.catalog.products(merchant.id)).map((p) => p.sku)).toEqual(['S0', 'S1', 'S2', 'S3', 'S4', 'S5']);
    expect(await uploadsLeft(merchant.id)).toBe(0);
  });

  it('keeps the products a partial upload does not list, and leaves the feed’s stale guard and failure count alone', async () => {
    feeds.serve('/range.csv', csvOfSize(10));
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Feed and upload', feedUrl: feeds.url('/range.csv') });
    await finished(await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id }));
    const partial = await finished(await upload(merchant.id, 'two.csv.gz', gzip(csvOfSize(2, ' EUR'))));
    expect(partial).toMatchObject({ status: 'completed', productsProcessed: 2, productsUpdated: 2, productsRetired: 0 });
    expect(await fx.catalog.products(merchant.id)).toHaveLength(10);
    const broken = await finished(await upload(merchant.id, 'broken.json', Buffer.from('[{"sku": "X1", "title": '), 'json'));
    expect(broken.status).toBe('failed');
    const counts = (await db.query(`SELECT last_good_item_count AS good, consecutive_failures AS failures FROM merchants WHERE id = $1`, [merchant.id]))[0];
    expect(counts).toEqual({ good: 10, failures: 0 });
    expect(await uploadsLeft(merchant.id)).toBe(0);
  }, 30_000);

  it('refuses chunks past FEED_MAX_BYTES and drops the upload; out-of-order chunks are refused, a re-sent one changes nothing', async () => {
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Big file' });
    const { uploadId } = await fx.merchants.rpc.send(MerchantsPatterns.uploadBegin, { merchantId: merchant.id, fileName: 'big.csv', feedFormat: 'csv' });
    const kilobytes = Buffer.alloc(1024, 'a').toString('base64');
    expect(await fx.merchants.rpc.send(MerchantsPatterns.uploadChunk, { uploadId, seq: 0, data: kilobytes })).toEqual({ uploadId, bytes: 1024 });
    expect(await fx.merchants.rpc.send(MerchantsPatterns.uploadChunk, { uploadId, seq: 0, data: kilobytes })).toEqual({ uploadId, bytes: 1024 });
    await expect(fx.merchants.rpc.send(MerchantsPatterns.uploadChunk, { uploadId, seq: 2, data: kilobytes })).rejects.toMatchObject({ code: 'MERCHANTS.UPLOAD_OUT_OF_ORDER' });
    for (const seq of [1, 2, 3]) await fx.merchants.rpc.send(MerchantsPatterns.uploadChunk, { uploadId, seq, data: kilobytes });
    await expect(fx.merchants.rpc.send(MerchantsPatterns.uploadChunk, { uploadId, seq: 4, data: kilobytes })).rejects.toMatchObject({
      code: 'MERCHANTS.UPLOAD_TOO_LARGE',
      kind: 'validation',
    });
    expect(await uploadsLeft(merchant.id)).toBe(0);
    await expect(fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id, trigger: 'upload', uploadId })).rejects.toMatchObject({
      code: 'MERCHANTS.UPLOAD_NOT_FOUND',
    });
    expect(await fx.merchants.rpc.send(MerchantsPatterns.ingestLogs, { merchantId: merchant.id })).toEqual([]);
  });

  it('sweeps an upload no run took once it is older than the TTL, when the next upload begins', async () => {
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Abandoned' });
    const abandoned = await fx.merchants.rpc.send(MerchantsPatterns.uploadBegin, { merchantId: merchant.id, fileName: 'left.csv', feedFormat: 'csv' });
    await db.query(`UPDATE feed_uploads SET created_at = now() - interval '2 hours' WHERE id = $1`, [abandoned.uploadId]);
    const fresh = await fx.merchants.rpc.send(MerchantsPatterns.uploadBegin, { merchantId: merchant.id, fileName: 'new.csv', feedFormat: 'csv' });
    const left = await db.query(`SELECT id FROM feed_uploads WHERE merchant_id = $1`, [merchant.id]);
    expect(left).toEqual([{ id: fresh.uploadId }]);
  });

  // The run may already have ended when the cancel arrives: either way the file is gone after.
  it('deletes the file of a run cancelled right after it was queued', async () => {
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Cancelled upload' });
    const queued = await upload(merchant.id, 'lamps.csv', Buffer.from(csvOfSize(3)));
    const cancelled = await fx.merchants.rpc.send(MerchantsPatterns.ingestCancel, { merchantId: merchant.id });
    expect(cancelled.id).toBe(queued.id);
    expect((await finished(queued)).status).toMatch(/cancelled|completed/);
    expect(await uploadsLeft(merchant.id)).toBe(0);
  });

  it('says at begin that a run is already active, refuses an empty or another merchant’s upload, and discards', async () => {
    const merchant = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Busy' });
    const other = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Other' });
    const empty = await fx.merchants.rpc.send(MerchantsPatterns.uploadBegin, { merchantId: merchant.id, fileName: 'empty.csv', feedFormat: 'csv' });
    await expect(fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: merchant.id, trigger: 'upload', uploadId: empty.uploadId })).rejects.toMatchObject({
      code: 'MERCHANTS.UPLOAD_EMPTY',
    });
    await expect(fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: other.id, trigger: 'upload', uploadId: empty.uploadId })).rejects.toMatchObject({
      code: 'MERCHANTS.UPLOAD_NOT_FOUND',
    });
    expect(await fx.merchants.rpc.send(MerchantsPatterns.uploadDiscard, { uploadId: empty.uploadId })).toEqual({ discarded: true });

    feeds.route('/slow-busy.csv', (_req, res) => {
      res.writeHead(200);
      res.write('sku,title,price,link,category\n');
      setTimeout(() => res.end(csvOfSize(3).split('\n').slice(1).join('\n')), 1000);
    });
    const busy = await fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Busy feed', feedUrl: feeds.url('/slow-busy.csv') });
    const running = await fx.merchants.rpc.send(MerchantsPatterns.ingestStart, { merchantId: busy.id });
    await expect(fx.merchants.rpc.send(MerchantsPatterns.uploadBegin, { merchantId: busy.id, fileName: 'two.csv', feedFormat: 'csv' })).rejects.toMatchObject({
      code: 'MERCHANTS.INGEST_RUNNING',
      details: { log: expect.objectContaining({ id: running.id }) },
    });
    expect(await uploadsLeft(busy.id)).toBe(0);
    await finished(running);
  });
});
