import { FEED_UPLOAD_CHUNK_BYTES, type IngestLogDto, type MerchantDto } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { signedInAs, type SignedIn } from '../auth/testing/admin-sessions';
import { startMerchantsBff, type MerchantsBff } from './testing/merchants-bff';
import { multipart } from '../testing/multipart';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const MAX_BYTES = 3 * FEED_UPLOAD_CHUNK_BYTES;
const HEADER = 'sku,title,price,link,category,description\n';
/** A feed CSV of `count` lamps, each with a description of `descriptionBytes`. */
const feedCsv = (count: number, descriptionBytes = 10) =>
  HEADER +
  Array.from({ length: count }, (_, i) => `U${i},Upload Lamp ${i},19.90,https://shop.example/u${i},Ceiling Lights,${'d'.repeat(descriptionBytes)}\n`).join('');

/** What an upload suite reads back: the merchant's runs, products and kept upload files. */
function observe(bff: MerchantsBff, analyst: SignedIn) {
  return {
    logs: async (merchantId: string): Promise<IngestLogDto[]> =>
      (await bff.app.inject({ method: 'GET', url: `/api/ingest/logs?merchantId=${merchantId}&limit=10`, headers: analyst.headers })).json(),
    products: async (merchantId: string) =>
      (await bff.catalog.database.query<{ sku: string }>('SELECT sku FROM catalog.products WHERE merchant_id = $1 ORDER BY sku', [merchantId])).map((row) => row.sku),
    keptUploads: async (merchantId: string) =>
      (await bff.merchants.database.query<{ n: number }>('SELECT count(*)::int AS n FROM merchants.feed_uploads WHERE merchant_id = $1', [merchantId]))[0]?.n,
  };
}

async function createMerchant(bff: MerchantsBff, admin: SignedIn, body: object): Promise<MerchantDto> {
  const response = await bff.app.inject({ method: 'POST', url: '/api/merchants', payload: body, headers: admin.headers });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST /api/ingest/:merchantId/upload, through the BFF to the merchants and catalog services', () => {
  let bff: MerchantsBff;
  let admin: SignedIn;
  let analyst: SignedIn;
  let seen: ReturnType<typeof observe>;

  beforeAll(async () => {
    bff = await startMerchantsBff('feed-upload', { FEED_MAX_BYTES: String(MAX_BYTES) });
    admin = await signedInAs(bff.app, 'admin');
    analyst = await signedInAs(bff.app, 'analyst');
    seen = observe(bff, analyst);
  }, 180_000);
  afterAll(() => bff?.close(), 60_000);

  /** A merchant of the test's own: its runs and products are the test's alone. */
  const newShop = (name = `Upload shop ${randomUUID().slice(0, 8)}`) => createMerchant(bff, admin, { name });
  const upload = (shop: MerchantDto, fileName: string, bytes: Buffer, who: SignedIn | null = admin, field?: string, headers: Record<string, string> = {}) => {
    const body = multipart(fileName, bytes, field);
    return bff.app.inject({ method: 'POST', url: `/api/ingest/${shop.id}/upload`, payload: body.payload, headers: { ...body.headers, ...(who?.headers ?? {}), ...headers } });
  };
  const completed = async (shop: MerchantDto) =>
    (await eventually(() => seen.logs(shop.id), (logs) => logs[0]?.status === 'completed' || logs[0]?.status === 'failed', 60_000))[0];

  it('queues a run on a small CSV: 202 with the log id; the run reads the file and keeps nothing after', async () => {
    const shop = await newShop();
    const response = await upload(shop, 'lamps.csv', Buffer.from(feedCsv(2)));
    expect(response.statusCode).toBe(202);
    const { logId, log } = response.json() as { logId: string; log: IngestLogDto };
    expect(log).toMatchObject({ id: logId, merchantId: shop.id, trigger: 'upload' });
    expect(await completed(shop)).toMatchObject({ id: logId, status: 'completed', productsProcessed: 2, productsAdded: 2 });
    expect(await seen.products(shop.id)).toEqual(['U0', 'U1']);
    expect(await seen.keptUploads(shop.id)).toBe(0);
  }, 90_000);

  it('hands on a file larger than a message in chunks, in order: the run reads every row of a 2 MiB gzipped feed', async () => {
    const shop = await newShop();
    // Stored, not compressed: the bytes on the wire are as many as the CSV's.
    const big = gzipSync(feedCsv(2_000, 1_100), { level: 0 });
    expect(big.length).toBeGreaterThan(2 * FEED_UPLOAD_CHUNK_BYTES);
    const response = await upload(shop, 'feed.csv.gz', big);
    expect(response.statusCode).toBe(202);
    expect(await completed(shop)).toMatchObject({ status: 'completed', productsProcessed: 2_000, productsAdded: 2_000 });
    expect(await seen.products(shop.id)).toHaveLength(2_000);
  }, 120_000);

  it.each([
    ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'is not a feed file'],
    ['products.xlsx', Buffer.from('PK\u0003\u0004 spreadsheet'), 'is not a feed file'],
    ['feed.csv.gz', Buffer.from('sku,title\n'), 'is not gzip-compressed'],
    ['feed.json', Buffer.from('sku,title\n'), 'is not JSON'],
    ['feed.csv', gzipSync('sku,title\n'), 'is compressed'],
    ['empty.csv', Buffer.alloc(0), 'is empty'],
  ])('refuses %s with a 400 naming the problem, and queues nothing', async (fileName, bytes, problem) => {
    const shop = await newShop();
    const response = await upload(shop, fileName, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`'${fileName}' ${problem}`);
    expect(await seen.logs(shop.id)).toEqual([]);
    expect(await seen.keptUploads(shop.id)).toBe(0);
  });

  it('refuses a request without a file part, or not multipart at all', async () => {
    const shop = await newShop();
    expect((await upload(shop, 'lamps.csv', Buffer.from(feedCsv(1)), admin, 'attachment')).statusCode).toBe(400);
    const json = await bff.app.inject({ method: 'POST', url: `/api/ingest/${shop.id}/upload`, payload: { file: 'a,b' }, headers: admin.headers });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toContain('multipart/form-data');
    expect(await seen.logs(shop.id)).toEqual([]);
  });

  it('answers 413 for a file over FEED_MAX_BYTES: at once when the request says so, else when the cap is hit, keeping nothing', async () => {
    const shop = await newShop();
    expect((await upload(shop, 'huge.csv', Buffer.alloc(MAX_BYTES + 128 * 1024, 'a'))).statusCode).toBe(413);
    const justOver = await upload(shop, 'over.csv', Buffer.alloc(MAX_BYTES + 10, 'a'));
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json().message).toContain(`over the ${MAX_BYTES}-byte limit`);
    expect(await seen.logs(shop.id)).toEqual([]);
    expect(await seen.keptUploads(shop.id)).toBe(0);
  }, 60_000);

  it('replays the first answer to a request sent again with the same Idempotency-Key, starting one run only', async () => {
    const shop = await newShop();
    const file = Buffer.from(feedCsv(1));
    const key = { 'idempotency-key': `upload-${randomUUID()}` };
    const first = await upload(shop, 'lamps.csv', file, admin, undefined, key);
    const again = await upload(shop, 'lamps.csv', file, admin, undefined, key);
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await upload(shop, 'lamps.csv', Buffer.from(feedCsv(2)), admin, undefined, key)).statusCode).toBe(422);
    await completed(shop);
    expect(await seen.logs(shop.id)).toHaveLength(1);
  }, 90_000);

  it('passes a running sync on as 409 before any byte is kept', async () => {
    bff.feeds.route('/held.csv', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write(HEADER);
    });
    const shop = await createMerchant(bff, admin, { name: `Busy shop ${randomUUID().slice(0, 8)}`, feedUrl: bff.feeds.url('/held.csv') });
    const sync = await bff.app.inject({ method: 'POST', url: `/api/ingest/${shop.id}`, headers: admin.headers });
    expect(sync.statusCode).toBe(202);
    const busy = await upload(shop, 'lamps.csv', Buffer.from(feedCsv(1)));
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'MERCHANTS.INGEST_RUNNING', details: { log: { id: sync.json().logId } } });
    expect(await seen.keptUploads(shop.id)).toBe(0);
    expect((await bff.app.inject({ method: 'POST', url: `/api/ingest/${shop.id}/cancel`, headers: admin.headers })).statusCode).toBe(200);
  }, 60_000);

  it('needs ingest:write and the CSRF token, like every admin write', async () => {
    const shop = await newShop();
    const file = Buffer.from(feedCsv(1));
    expect((await upload(shop, 'lamps.csv', file, analyst)).statusCode).toBe(403);
    expect((await upload(shop, 'lamps.csv', file, null)).statusCode).toBe(401);
    const body = multipart('lamps.csv', file);
    const withoutCsrf = await bff.app.inject({ method: 'POST', url: `/api/ingest/${shop.id}/upload`, payload: body.payload, headers: { ...body.headers, cookie: admin.cookie } });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(await seen.logs(shop.id)).toEqual([]);
  });
});

describe('an upload over the merchants service\'s own, lower cap', () => {
  let bff: MerchantsBff;
  let admin: SignedIn;

  beforeAll(async () => {
    bff = await startMerchantsBff('feed-upload-cap', { FEED_MAX_BYTES: String(MAX_BYTES) }, { FEED_MAX_BYTES: '1024' });
    admin = await signedInAs(bff.app, 'admin');
  }, 180_000);
  afterAll(() => bff?.close(), 60_000);

  it('is a 413 with its message, and nothing is kept or queued', async () => {
    const analyst = await signedInAs(bff.app, 'analyst');
    const shop = await createMerchant(bff, admin, { name: 'Capped shop' });
    const body = multipart('lamps.csv', Buffer.from(feedCsv(40)));
    const response = await bff.app.inject({ method: 'POST', url: `/api/ingest/${shop.id}/upload`, payload: body.payload, headers: { ...body.headers, ...admin.headers } });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('file: the file is over the 1024-byte limit');
    const seen = observe(bff, analyst);
    expect(await seen.logs(shop.id)).toEqual([]);
    expect(await seen.keptUploads(shop.id)).toBe(0);
  });
});
