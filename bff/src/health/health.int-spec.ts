import { metricsRegistry, startManagementServer } from '@lumina/platform';
import { startBffWithFakeServices, type BffUnderTest } from '../cart/testing/bff-test-app';

// See orders.controller.int-spec.ts: a CommonJS stand-in for an ESM-only dependency of @fastify/static.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('BFF health for orchestrators', () => {
  let bff: BffUnderTest;

  beforeAll(async () => {
    // Only cart and orders run: catalog, merchants and clicks are down.
    bff = await startBffWithFakeServices('bff-health');
  });
  afterAll(() => bff.close());

  const get = (url: string) => bff.app.inject({ method: 'GET', url });

  it('is live and ready while services are down: readiness is its own dependency, Redis', async () => {
    expect((await get('/api/health/live')).statusCode).toBe(200);
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', info: { redis: { status: 'up' } } });
  });

  it('still reports the whole system on /api/health (the launcher waits on it): 503 while services are down', async () => {
    expect((await get('/api/health')).statusCode).toBe(503);
  });

  it("answers a down service's route with 503 and a message naming it", async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('catalog') });
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
