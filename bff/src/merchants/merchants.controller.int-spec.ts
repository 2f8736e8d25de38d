import { MASKED_SECRET, type AuditPageDto, type IngestLogDto, type MerchantDto } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';
import { signedInAs, type SignedIn } from '../auth/testing/admin-sessions';
import { startMerchantsBff, type MerchantsBff } from './testing/merchants-bff';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const HEADER = 'sku,title,price,link,category\n';
const lamps = (count: number, price = '19.90') =>
  Array.from({ length: count }, (_, i) => `R${i},Route Lamp ${i},${price},https://shop.example/r${i},Ceiling Lights\n`).join('');

describe('merchant and ingest routes, through the BFF to the merchants and catalog services', () => {
  let bff: MerchantsBff;
  let admin: SignedIn;
  let analyst: SignedIn;

  beforeAll(async () => {
    bff = await startMerchantsBff('merchant-routes');
    admin = await signedInAs(bff.app, 'admin');
    analyst = await signedInAs(bff.app, 'analyst');
  }, 180_000);
  afterAll(() => bff?.close(), 60_000);

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn | null, payload?: object, headers: Record<string, string> = {}) =>
    bff.app.inject({ method, url, payload, headers: { ...(who ? who.headers : {}), ...headers } });
  const create = async (body: object): Promise<MerchantDto> => {
    const response = await inject('POST', '/api/merchants', admin, body);
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const listed = async (): Promise<MerchantDto[]> => (await inject('GET', '/api/merchants', analyst)).json();
  const logsOf = async (merchantId: string): Promise<IngestLogDto[]> =>
    (await inject('GET', `/api/ingest/logs?merchantId=${merchantId}&limit=10`, analyst)).json();
  const productsOf = (merchantId: string) =>
    bff.catalog.database.query<{ sku: string; price_minor: number }>(
      'SELECT sku, price_minor FROM catalog.products WHERE merchant_id = $1 AND retired_at IS NULL ORDER BY sku',
      [merchantId],
    );

  it('creates with the spec defaults and a masked secret, lists for a reader, refuses other roles and anonymous callers', async () => {
    const created = await create({ name: 'Lichthaus', feedAuth: { type: 'bearer', token: 'a-feed-token-never-shown' }, mappingConfig: {} });
    expect(created).toMatchObject({ name: 'Lichthaus', defaultCurrency: 'USD', isActive: true, syncIntervalHours: 6, feedAuth: { type: 'bearer', token: MASKED_SECRET } });
    const all = await listed();
    expect(all.find((m) => m.id === created.id)).toEqual(created);
    expect(JSON.stringify(all)).not.toContain('a-feed-token-never-shown');
    expect((await inject('POST', '/api/merchants', analyst, { name: 'Not allowed' })).statusCode).toBe(403);
    expect((await inject('GET', '/api/merchants', null)).statusCode).toBe(401);
    expect((await listed()).map((m) => m.name)).not.toContain('Not allowed');
  });

  it("keeps the feed URL sealed at rest, whole for an editor, its query values and password masked for a reader", async () => {
    const url = 'https://feed-user:url-password-never-shown@feeds.example/export.csv?token=url-token-never-shown&format=csv';
    const created = await create({ name: 'Token URL shop', feedUrl: url });
    expect(created.feedUrl).toBe(url);
    const [stored] = await bff.merchants.database.query<{ feed_url: string }>('SELECT feed_url FROM merchants.merchants WHERE id = $1', [created.id]);
    expect(stored?.feed_url).toMatch(/^v1:/);
    expect(stored?.feed_url).not.toContain('never-shown');

    const forEditor = ((await inject('GET', '/api/merchants', admin)).json() as MerchantDto[]).find((m) => m.id === created.id);
    expect(forEditor?.feedUrl).toBe(url);
    const forReader = (await listed()).find((m) => m.id === created.id);
    expect(forReader?.feedUrl).toBe(`https://feed-user:${MASKED_SECRET}@feeds.example/export.csv?token=${MASKED_SECRET}&format=${MASKED_SECRET}`);
  });

  it('replays a create sent again with the same Idempotency-Key and refuses the key with another body', async () => {
    const key = { 'idempotency-key': `create-${randomUUID()}` };
    const first = await inject('POST', '/api/merchants', admin, { name: 'Retried shop' }, key);
    const again = await inject('POST', '/api/merchants', admin, { name: 'Retried shop' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await inject('POST', '/api/merchants', admin, { name: 'Another shop' }, key)).statusCode).toBe(422);
    const names = (await listed()).map((m) => m.name);
    expect(names.filter((name) => name === 'Retried shop')).toHaveLength(1);
    expect(names).not.toContain('Another shop');
  });

  it.each([
    [{}, 'name'],
    [{ name: 'Bad website', website: 'not a url' }, 'website'],
    [{ name: 'Bad currency', defaultCurrency: 'GBP' }, 'defaultCurrency'],
    [{ name: 'Bad mapping', mappingConfig: { col: 'nonsense' } }, 'mappingConfig.col'],
    [{ name: 'Unknown field', unknownField: 1 }, 'unknownField'],
  ])('answers 400 naming the field for %j, and creates nothing', async (body, field) => {
    const before = (await listed()).length;
    const response = await inject('POST', '/api/merchants', admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await listed()).toHaveLength(before);
  });

  it('updates only the fields sent, keeps a masked secret, deactivates on DELETE; a bad id is a 400, an unknown one a 404', async () => {
    const shop = await create({ name: 'Edited shop', feedAuth: { type: 'basic', username: 'shop', password: 'p4ssw0rd-kept' } });
    const updated = await inject('PUT', `/api/merchants/${shop.id}`, admin, { description: 'Lamps since 1920', feedAuth: shop.feedAuth });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Edited shop', description: 'Lamps since 1920', feedAuth: { type: 'basic', username: 'shop', password: MASKED_SECRET } });
    const removed = await inject('DELETE', `/api/merchants/${shop.id}`, admin);
    expect(removed.json()).toMatchObject({ id: shop.id, isActive: false });
    expect((await listed()).find((m) => m.id === shop.id)).toMatchObject({ isActive: false, description: 'Lamps since 1920' });
    expect((await inject('PUT', '/api/merchants/lamp', admin, { description: 'd' })).statusCode).toBe(400);
    expect((await inject('PUT', `/api/merchants/${randomUUID()}`, admin, { description: 'd' })).statusCode).toBe(404);
  });

  it('queues a sync with 202 { logId }, answers 409 with the running log while it runs, and the run writes the feed into the catalogue', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The feed answers its first line, then waits: the run stays active while the second request comes.
    bff.feeds.route('/held.csv', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write(HEADER);
      void held.then(() => res.end(lamps(3)));
    });
    const shop = await create({ name: 'Synced shop', feedUrl: bff.feeds.url('/held.csv') });

    const started = await inject('POST', `/api/ingest/${shop.id}`, admin);
    expect(started.statusCode).toBe(202);
    const { logId, log } = started.json() as { logId: string; log: IngestLogDto };
    expect(log).toMatchObject({ id: logId, merchantId: shop.id });
    const conflict = await inject('POST', `/api/ingest/${shop.id}`, admin);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'MERCHANTS.INGEST_RUNNING', details: { log: { id: logId } } });
    expect((await inject('POST', `/api/ingest/${shop.id}`, analyst)).statusCode).toBe(403);

    release();
    const [done] = await eventually(() => logsOf(shop.id), (logs) => logs[0]?.status === 'completed', 60_000);
    expect(done).toMatchObject({ id: logId, productsProcessed: 3, productsAdded: 3 });
    expect(await productsOf(shop.id)).toEqual([
      { sku: 'R0', price_minor: 1990 },
      { sku: 'R1', price_minor: 1990 },
      { sku: 'R2', price_minor: 1990 },
    ]);
  }, 90_000);

  it('cancels a running sync; with none running, cancel is a 409', async () => {
    bff.feeds.route('/never.csv', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write(HEADER);
    });
    const shop = await create({ name: 'Cancelled shop', feedUrl: bff.feeds.url('/never.csv') });
    expect((await inject('POST', `/api/ingest/${shop.id}`, admin)).statusCode).toBe(202);
    const cancelled = await inject('POST', `/api/ingest/${shop.id}/cancel`, admin);
    expect(cancelled.statusCode).toBe(200);
    const [last] = await eventually(() => logsOf(shop.id), (logs) => logs[0]?.status === 'cancelled', 30_000);
    expect(last?.id).toBe(cancelled.json().id);
    expect((await inject('POST', `/api/ingest/${shop.id}/cancel`, admin)).statusCode).toBe(409);
  }, 60_000);

  it("tests a saved merchant's feed and an unsaved form's values, writing nothing", async () => {
    bff.feeds.serve('/test.csv', HEADER + lamps(4));
    const shop = await create({ name: 'Tested shop', feedUrl: bff.feeds.url('/test.csv') });
    const saved = await inject('POST', `/api/merchants/${shop.id}/test`, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, products: 4, categories: 1, rowsRead: 4, errors: [] });
    expect(saved.json().samples[0]).toMatchObject({ sku: 'R0', title: 'Route Lamp 0', priceMinor: 1990, categorySlug: 'ceiling-lights' });
    const unsaved = await inject('POST', '/api/merchants/test', admin, { name: 'Form values', feedUrl: bff.feeds.url('/test.csv') });
    expect(unsaved.json()).toMatchObject({ success: true, products: 4 });
    expect(await productsOf(shop.id)).toEqual([]);
    expect(await logsOf(shop.id)).toEqual([]);
  }, 60_000);

  it('filters the logs by merchant and limit; a limit out of range is a 400', async () => {
    bff.feeds.serve('/logged.csv', HEADER + lamps(2));
    const shop = await create({ name: 'Logged shop', feedUrl: bff.feeds.url('/logged.csv') });
    for (let sync = 0; sync < 2; sync += 1) {
      expect((await inject('POST', `/api/ingest/${shop.id}`, admin)).statusCode).toBe(202);
      await eventually(() => logsOf(shop.id), (logs) => logs[0]?.status === 'completed', 60_000);
    }
    const logs = (await inject('GET', `/api/ingest/logs?merchantId=${shop.id}&limit=1`, analyst)).json() as IngestLogDto[];
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ merchantId: shop.id, status: 'completed', productsUnchanged: 2 });
    expect(await logsOf(shop.id)).toHaveLength(2);
    expect((await inject('GET', '/api/ingest/logs?limit=0', analyst)).statusCode).toBe(400);
    expect((await inject('GET', '/api/ingest/logs', null)).statusCode).toBe(401);
  }, 90_000);

  it("answers each merchant's newest log with latestPerMerchant, however many newer logs the others have", async () => {
    bff.feeds.serve('/early.csv', HEADER + lamps(1));
    bff.feeds.serve('/busy.csv', HEADER + lamps(2));
    const early = await create({ name: 'Early shop', feedUrl: bff.feeds.url('/early.csv') });
    const busy = await create({ name: 'Busy shop', feedUrl: bff.feeds.url('/busy.csv') });
    for (const shop of [early, busy, busy]) {
      expect((await inject('POST', `/api/ingest/${shop.id}`, admin)).statusCode).toBe(202);
      await eventually(() => logsOf(shop.id), (logs) => logs[0]?.status === 'completed', 60_000);
    }
    const newest = (await inject('GET', '/api/ingest/logs?limit=2', analyst)).json() as IngestLogDto[];
    expect(newest.map((log) => log.merchantId)).toEqual([busy.id, busy.id]);

    const response = await inject('GET', '/api/ingest/logs?latestPerMerchant=true&limit=200', analyst);
    expect(response.statusCode).toBe(200);
    const latest = (response.json() as IngestLogDto[]).filter((log) => log.merchantId === early.id || log.merchantId === busy.id);
    // Newest first: busy's second run (its products then unchanged), then early's only run.
    expect(latest).toMatchObject([
      { merchantId: busy.id, status: 'completed', productsUnchanged: 2 },
      { merchantId: early.id, status: 'completed', productsAdded: 1 },
    ]);
    const bad = await inject('GET', '/api/ingest/logs?latestPerMerchant=maybe', analyst);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('latestPerMerchant');
  }, 120_000);

  it("audits one Sync Now of 15 merchants as 15 entries, each naming its merchant and the admin", async () => {
    bff.feeds.serve('/audited.csv', HEADER + lamps(1));
    const shops = await Promise.all(Array.from({ length: 15 }, (_, i) => create({ name: `Audited shop ${i + 1}`, feedUrl: bff.feeds.url('/audited.csv') })));
    // What the dashboard's Sync Now sends: one start per merchant.
    for (const shop of shops) expect((await inject('POST', `/api/ingest/${shop.id}`, admin)).statusCode).toBe(202);
    const { entries } = (await inject('GET', '/api/admin/audit?limit=100', admin)).json() as AuditPageDto;
    const syncs = entries.filter((entry) => entry.action === 'ingest.start' && shops.some((shop) => shop.id === entry.targetId));
    expect(syncs.map((entry) => entry.targetName).sort()).toEqual(shops.map((shop) => shop.name).sort());
    expect(syncs.every((entry) => entry.actor?.name === admin.user.name && entry.outcome === 'success')).toBe(true);
    for (const shop of shops) await eventually(() => logsOf(shop.id), (logs) => logs[0]?.status === 'completed', 60_000);
  }, 120_000);
});
