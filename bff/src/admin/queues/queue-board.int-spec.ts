import { JobQueue } from '@lumina/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { suitePrefix } from '@lumina/platform/testing';
import { startBffApp } from '../../testing/bff-app';
import { signedInAs } from '../../auth/testing/admin-sessions';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('queue board at /admin/queues', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startBffApp(suitePrefix('queue-board'));
  });
  afterAll(() => app?.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers an anonymous API call 401 and sends an anonymous browser to the login page', async () => {
    expect((await get('/admin/queues/api/queues')).statusCode).toBe(401);
    const page = await get('/admin/queues', { accept: 'text/html' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/admin/login?next=%2Fadmin%2Fqueues');
  });

  it('refuses roles without queues:read (403)', async () => {
    for (const role of ['analyst', 'catalog_manager'] as const) {
      const user = await signedInAs(app, role);
      expect((await get('/admin/queues/api/queues', { cookie: user.cookie })).statusCode).toBe(403);
    }
  });

  it('shows an admin every BullMQ queue of the deployment', async () => {
    const admin = await signedInAs(app, 'admin');
    const page = await get('/admin/queues', { cookie: admin.cookie, accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Lumina queues');
    const api = await get('/admin/queues/api/queues', { cookie: admin.cookie });
    expect(api.statusCode).toBe(200);
    const names = (api.json<{ queues: Array<{ name: string }> }>().queues).map((q) => q.name).sort();
    expect(names).toEqual(Object.values(JobQueue).sort());
  });

  it('refuses a cross-site write even with the session', async () => {
    const admin = await signedInAs(app, 'admin');
    const response = await app.inject({
      method: 'PUT',
      url: '/admin/queues/api/queues/search-index/pause',
      headers: { cookie: admin.cookie, origin: 'https://evil.example', host: 'localhost' },
    });
    expect(response.statusCode).toBe(403);
  });
});
