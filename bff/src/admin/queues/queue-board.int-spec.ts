import { JobQueue, type AuditPageDto } from '@lumina/contracts';
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

  it('refuses roles without queues:read (403): JSON to the API, a page with the way back to a browser', async () => {
    for (const role of ['analyst', 'catalog_manager'] as const) {
      const user = await signedInAs(app, role);
      expect((await get('/admin/queues/api/queues', { cookie: user.cookie })).statusCode).toBe(403);
      const page = await get('/admin/queues', { cookie: user.cookie, accept: 'text/html,application/xhtml+xml' });
      expect(page.statusCode).toBe(403);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<h1>You cannot open the queue board</h1>');
      expect(page.body).toContain('needs queues:read');
      expect(page.body).toContain('<a href="/admin">Back to the admin</a>');
      expect(page.headers['content-security-policy']).toMatch(/style-src 'sha256-[\w+/=]+'/);
    }
  });

  it("audits the board's pauses, retries and removals: who, what, which queue, how it ended", async () => {
    const admin = await signedInAs(app, 'admin');
    const write = (url: string) => app.inject({ method: 'PUT', url: `/admin/queues/api/queues/${url}`, headers: { cookie: admin.cookie } });
    expect((await write('search-index/pause')).statusCode).toBe(200);
    expect((await write('search-index/resume')).statusCode).toBe(200);
    expect((await write('search-index/retry/failed')).statusCode).toBe(200);
    expect((await write('search-index/clean/completed')).statusCode).toBe(200);
    await write('search-index/no-such-job/retry');
    const { entries } = (await get('/api/admin/audit?limit=100', { cookie: admin.cookie })).json<AuditPageDto>();
    const mine = entries.filter((entry) => entry.actor?.id === admin.user.id && entry.action.startsWith('queues.')).reverse();
    expect(mine.map(({ actor, action, targetName, outcome, detail }) => ({ who: actor?.name, action, targetName, outcome, detail }))).toEqual([
      { who: admin.user.name, action: 'queues.pause', targetName: 'search-index', outcome: 'success', detail: null },
      { who: admin.user.name, action: 'queues.resume', targetName: 'search-index', outcome: 'success', detail: null },
      { who: admin.user.name, action: 'queues.retry', targetName: 'search-index', outcome: 'success', detail: 'failed' },
      { who: admin.user.name, action: 'queues.clean', targetName: 'search-index', outcome: 'success', detail: 'completed' },
      { who: admin.user.name, action: 'queues.retryJob', targetName: 'search-index job no-such-job', outcome: 'failure', detail: '404' },
    ]);
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
