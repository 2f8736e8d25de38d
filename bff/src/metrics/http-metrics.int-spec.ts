import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { newSessionId, sampleIn, startServiceOnOwnDatabase, suitePrefix, type ServiceOnOwnDatabase } from '@lumina/platform/testing';
import { startBffApp } from '../testing/bff-app';

// See orders.controller.int-spec.ts: a CommonJS stand-in for an ESM-only dependency of @fastify/static.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const SESSION = newSessionId();

describe('BFF metrics (in front of the real cart service)', () => {
  let cart: ServiceOnOwnDatabase | undefined;
  let app: NestFastifyApplication;

  const poolSizeBefore = process.env.DATABASE_POOL_SIZE;

  beforeAll(async () => {
    const prefix = suitePrefix('bff-metrics');
    cart = await startServiceOnOwnDatabase('cart', prefix, { SEED_DEMO: 'false' });
    process.env.DATABASE_POOL_SIZE = '7'; // not the default: the admin pool must follow the setting
    app = await startBffApp(prefix);
  });
  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      await cart?.close();
      if (poolSizeBefore === undefined) delete process.env.DATABASE_POOL_SIZE;
      else process.env.DATABASE_POOL_SIZE = poolSizeBefore;
    }
  });

  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const requests = (text: string, labels: Record<string, string>) =>
    sampleIn(text, 'lumina_http_request_duration_seconds_count', labels) ?? 0;

  it('times each request by route template, method and status class, never by the raw URL', async () => {
    const cartRoute = { method: 'GET', route: '/api/cart/:sessionId', status_class: '2xx' };
    const refused = { ...cartRoute, status_class: '4xx' };
    const before = await scrape();

    expect((await app.inject({ method: 'GET', url: `/api/cart/${SESSION}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/cart/${SESSION}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/cart/not-a-session-id' })).statusCode).toBe(400);

    const after = await scrape();
    expect(requests(after, cartRoute) - requests(before, cartRoute)).toBe(2);
    expect(requests(after, refused) - requests(before, refused)).toBe(1);
    expect(sampleIn(after, 'lumina_http_request_duration_seconds_bucket', { ...cartRoute, le: '+Inf' })).toBe(requests(after, cartRoute));
    expect(after).not.toContain(SESSION);
    expect(after).not.toContain('not-a-session-id');
  });

  it("reports its database pool (the admin schema's), sized by DATABASE_POOL_SIZE", async () => {
    const text = await scrape();
    expect(sampleIn(text, 'lumina_db_pool_connections', { pool: 'admin', state: 'max' })).toBe(7);
    for (const state of ['total', 'idle', 'waiting']) {
      expect(sampleIn(text, 'lumina_db_pool_connections', { pool: 'admin', state })).toEqual(expect.any(Number));
    }
  });
});
