import { MerchantsPatterns, type IngestLogDto, type WireError } from '@lumina/contracts';
import { randomUUID } from 'node:crypto';
import { signedInAs, type SignedIn } from '../auth/testing/admin-sessions';
import { merchant, startClicksBff, type ClicksBff } from '../clicks/testing/clicks-bff';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('merchant and ingest routes', () => {
  let bff: ClicksBff;
  let admin: SignedIn;
  let analyst: SignedIn;
  const shop = merchant({ id: randomUUID(), name: 'Lichthaus' });
  const log: IngestLogDto = {
    id: randomUUID(),
    merchantId: shop.id,
    status: 'pending',
    productsProcessed: 0,
    productsAdded: 0,
    productsUpdated: 0,
    startedAt: new Date().toISOString(),
    completedAt: null,
  };

  beforeAll(async () => {
    bff = await startClicksBff('merchant-routes', [shop]);
    admin = await signedInAs(bff.app, 'admin');
    analyst = await signedInAs(bff.app, 'analyst');
  });
  afterAll(() => bff.close());
  beforeEach(() => {
    bff.merchants.calls.splice(0);
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn | null, payload?: object) =>
    bff.app.inject({ method, url, payload, headers: who ? who.headers : {} });

  it('lists merchants for a reader and refuses anonymous callers', async () => {
    expect((await inject('GET', '/api/merchants', analyst)).json()).toEqual([shop]);
    expect((await inject('GET', '/api/merchants', null)).statusCode).toBe(401);
  });

  it('creates with the validated body and refuses a role without merchants:write', async () => {
    bff.merchants.answer(MerchantsPatterns.create, (payload) => ({ ...shop, ...(payload as object) }));
    const created = await inject('POST', '/api/merchants', admin, { name: 'New shop', feedAuth: {}, mappingConfig: {} });
    expect(created.statusCode).toBe(201);
    expect(bff.merchants.calls).toEqual([{ pattern: MerchantsPatterns.create, payload: { name: 'New shop', feedAuth: {}, mappingConfig: {} } }]);
    expect((await inject('POST', '/api/merchants', analyst, { name: 'x' })).statusCode).toBe(403);
  });

  it('replays a create sent again with the same Idempotency-Key and refuses the key with another body', async () => {
    let created = 0;
    bff.merchants.answer(MerchantsPatterns.create, (payload) => ({ ...shop, id: `${++created}`, ...(payload as object) }));
    const send = (body: object) =>
      bff.app.inject({ method: 'POST', url: '/api/merchants', payload: body, headers: { ...admin.headers, 'idempotency-key': `create-${shop.id}` } });
    const first = await send({ name: 'Retried shop' });
    const again = await send({ name: 'Retried shop' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(created).toBe(1);
    expect((await send({ name: 'Another shop' })).statusCode).toBe(422);
    expect(created).toBe(1);
  });

  it.each([
    [{}, 'name'],
    [{ name: 'x', website: 'not a url' }, 'website'],
    [{ name: 'x', defaultCurrency: 'GBP' }, 'defaultCurrency'],
    [{ name: 'x', mappingConfig: { col: 'nonsense' } }, 'mappingConfig.col'],
    [{ name: 'x', unknownField: 1 }, 'unknownField'],
  ])('answers 400 naming the field for %j, without calling the service', async (body, field) => {
    const response = await inject('POST', '/api/merchants', admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(bff.merchants.calls).toEqual([]);
  });

  it('updates and deactivates by id; a bad id is a 400', async () => {
    bff.merchants.answer(MerchantsPatterns.update, () => shop);
    bff.merchants.answer(MerchantsPatterns.remove, () => ({ ...shop, isActive: false }));
    expect((await inject('PUT', `/api/merchants/${shop.id}`, admin, { description: 'd' })).statusCode).toBe(200);
    expect(bff.merchants.calls[0]).toEqual({ pattern: MerchantsPatterns.update, payload: { id: shop.id, changes: { description: 'd' } } });
    expect((await inject('DELETE', `/api/merchants/${shop.id}`, admin)).json()).toMatchObject({ isActive: false });
    expect((await inject('PUT', '/api/merchants/lamp', admin, { description: 'd' })).statusCode).toBe(400);
  });

  it('queues a sync with 202 { logId } and answers 409 with the running log', async () => {
    bff.merchants.answer(MerchantsPatterns.ingestStart, () => log);
    const started = await inject('POST', `/api/ingest/${shop.id}`, admin);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ logId: log.id, log });
    bff.merchants.fail(MerchantsPatterns.ingestStart, {
      code: 'MERCHANTS.INGEST_RUNNING',
      kind: 'conflict',
      message: 'A sync of this merchant is already running',
      details: { log },
    } satisfies WireError);
    const conflict = await inject('POST', `/api/ingest/${shop.id}`, admin);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'MERCHANTS.INGEST_RUNNING', details: { log } });
  });

  it('passes log filters and tests feeds', async () => {
    bff.merchants.answer(MerchantsPatterns.ingestLogs, () => [log]);
    bff.merchants.answer(MerchantsPatterns.testFeed, () => ({ success: true, products: 3, categories: 2, rowsRead: 3, samples: [], errors: [] }));
    expect((await inject('GET', `/api/ingest/logs?merchantId=${shop.id}&limit=10`, analyst)).json()).toEqual([log]);
    expect(bff.merchants.calls[0]).toEqual({ pattern: MerchantsPatterns.ingestLogs, payload: { merchantId: shop.id, limit: 10 } });
    expect((await inject('POST', `/api/merchants/${shop.id}/test`, admin)).json()).toMatchObject({ products: 3, categories: 2 });
    expect((await inject('GET', '/api/ingest/logs?limit=0', analyst)).statusCode).toBe(400);
  });
});
