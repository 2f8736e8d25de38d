import type { AdminSessionDto } from '@lumina/contracts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { suitePrefix } from '@lumina/platform/testing';
import { startBffApp } from '../testing/bff-app';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { AdminSessionStore } from './admin-session.store';
import { AdminUsersRepository } from './admin-users.repository';
import { DEV_ADMIN_EMAIL, FirstAdmin } from './first-admin';
import { signIn } from './testing/admin-sessions';

// @fastify/static requires content-disposition 3 (ESM-only), which Jest cannot load; nothing here downloads a file.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('the first admin from ADMIN_EMAIL / ADMIN_PASSWORD (through the real BFF, PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  const email = `first-${randomBytes(5).toString('hex')}@test.lumina`;

  beforeAll(async () => {
    app = await startBffApp(suitePrefix('first-admin'));
  });
  afterAll(() => app?.close());

  /** What a BFF start does with these variables (each replica runs it when it boots). */
  const boot = (password: string) =>
    new FirstAdmin(app.get(AdminUsersRepository), app.get(AdminSessionStore), {
      ...app.get<BffConfig>(BFF_CONFIG),
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
    }).onApplicationBootstrap();
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  it('creates the admin, keeps its sessions when a start finds it as configured, ends them when the password changes', async () => {
    await boot('first-long-password');
    const session = await signIn(app, email, 'first-long-password');

    await boot('first-long-password'); // a restart or another replica: same variables
    expect((await me(session.cookie)).statusCode).toBe(200);

    await boot('second-long-password');
    expect((await me(session.cookie)).statusCode).toBe(401);
    await expect(signIn(app, email, 'first-long-password')).rejects.toThrow(/401/);
    await expect(signIn(app, email, 'second-long-password')).resolves.toMatchObject({ cookie: expect.stringMatching(/^lumina_admin=/) });
  });

  it("makes development's printed first-admin password a one-time password, changed at the first sign-in", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumina-first-admin-'));
    const users = app.get(AdminUsersRepository);
    // Other suites of the run add users to the same table: this start sees it empty, as a first start does.
    jest.spyOn(users, 'count').mockResolvedValueOnce(0);
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await new FirstAdmin(users, app.get(AdminSessionStore), {
        ...app.get<BffConfig>(BFF_CONFIG),
        NODE_ENV: 'development',
        ADMIN_CREDENTIALS_FILE: join(dir, 'admin-credentials'),
      }).onApplicationBootstrap();
      const password = /password=(\S+)/.exec(readFileSync(join(dir, 'admin-credentials'), 'utf8'))?.[1] ?? '';
      expect(String(write.mock.calls.map((call) => call[0]).join(''))).toContain('one-time password');
      const session = await signIn(app, DEV_ADMIN_EMAIL, password);
      expect((await me(session.cookie)).json<AdminSessionDto>().mustChangePassword).toBe(true);
    } finally {
      write.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
