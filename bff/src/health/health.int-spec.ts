import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { metricsRegistry, startManagementServer } from '@lumina/platform';
import { newSessionId, startServiceOnOwnDatabase, suitePrefix, type ServiceOnOwnDatabase } from '@lumina/platform/testing';
import { startBffApp } from '../testing/bff-app';

// See orders.controller.int-spec.ts: a CommonJS stand-in for an ESM-only dependency of @fastify/static.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('BFF health for orchestrators', () => {
  let cart: ServiceOnOwnDatabase | undefined;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    // Only cart runs, for real: catalog, merchants, clicks and orders were never started.
    const prefix = suitePrefix('bff-health');
    cart = await startServiceOnOwnDatabase('cart', prefix, { SEED_DEMO: 'false' });
    // A short RPC deadline: a stopped service's routes fail within the test, not after the 5 s default.
    app = await startBffApp(prefix, { RPC_TIMEOUT_MS: '1500' });
  });
  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      await cart?.close();
    }
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('is live and ready while services are down: readiness is its own dependency, Redis', async () => {
    expect((await get('/api/health/live')).statusCode).toBe(200);
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', info: { redis: { status: 'up' } } });
  });

  it('still reports the whole system on /api/health (the launcher waits on it): 503 while services are down', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(503);
    // The report names what is down, and why.
    expect(response.json()).toMatchObject({
      status: 'error',
      info: { redis: { status: 'up' }, cart: { status: 'up' } },
      error: { catalog: { status: 'down', message: expect.any(String) }, orders: { status: 'down' } },
    });
  });

  it("answers a down service's route with 503 and a message naming it", async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('catalog') });
  });

  it('serves a running service\'s routes, and answers them 503 naming it once it is stopped', async () => {
    const sessionId = newSessionId();
    expect((await get(`/api/cart/${sessionId}`)).statusCode).toBe(200);

    await cart?.process.stop();

    const response = await get(`/api/cart/${sessionId}`);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('cart') });
  });

  it('serves metrics and probes on a management listener apart from the public port', async () => {
    const management = await startManagementServer({ port: 0, host: '127.0.0.1', ready: async () => false });
    try {
      const base = `http://127.0.0.1:${management.port}`;
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
      expect((await fetch(`${base}/health/ready`)).status).toBe(503);
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.headers.get('content-type')).toBe(metricsRegistry.contentType);
      expect(await metrics.text()).toContain('process_cpu_user_seconds_total');
    } finally {
      await management.close();
    }
  });
});
