import { PASSWORD_CHANGE_REQUIRED, type AdminSessionDto, type CreatedAdminUserDto } from '@lumina/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { suitePrefix, testEnv } from '@lumina/platform/testing';
import { PassThrough, Readable } from 'node:stream';
import { startBffApp } from '../testing/bff-app';
import { runAdminCli } from './admin-cli.command';
import { ADMIN_CLOCK, type Clock } from './session-expiry';
import { sessionCookieFrom, signIn, signedInAs, type SignedIn } from './testing/admin-sessions';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const MINUTE = 60_000;

describe('admin accounts: one-time passwords, session rotation and expiry, the admin CLI (real BFF, PostgreSQL, Redis)', () => {
  let app: NestFastifyApplication;
  let admin: SignedIn;
  /** How far the session store's clock is ahead of the real one. */
  let ahead = 0;

  beforeAll(async () => {
    app = await startBffApp(suitePrefix('accounts'));
    jest.spyOn(app.get<Clock>(ADMIN_CLOCK), 'now').mockImplementation(() => Date.now() + ahead);
    admin = await signedInAs(app, 'admin');
  });
  beforeEach(() => {
    ahead = 0;
  });
  afterAll(() => app?.close());

  const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const changePassword = (who: { headers: Record<string, string> }, currentPassword: string, newPassword: string) =>
    app.inject({ method: 'POST', url: '/api/auth/password', headers: who.headers, payload: { currentPassword, newPassword } });
  const createWithOneTimePassword = async (role = 'admin') => {
    const email = `otp-${Math.random().toString(36).slice(2)}@test.lumina`;
    const created = await app.inject({ method: 'POST', url: '/api/admin/users', headers: admin.headers, payload: { email, name: 'One Time', role } });
    expect(created.statusCode).toBe(201);
    return created.json<CreatedAdminUserDto>();
  };

  it('lets a one-time password do nothing but change it, say who is signed in and sign out, until it is changed', async () => {
    const { user, oneTimePassword } = await createWithOneTimePassword();
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: oneTimePassword } });
    expect(login.statusCode).toBe(200);
    expect(login.json<AdminSessionDto>().mustChangePassword).toBe(true);
    const pending = await signIn(app, user.email, oneTimePassword);

    const refused = await get('/api/admin/users', pending.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: PASSWORD_CHANGE_REQUIRED, message: expect.stringContaining('one-time password') });
    const write = await app.inject({ method: 'POST', url: '/api/admin/users', headers: pending.headers, payload: { email: 'x@test.lumina', name: 'x', role: 'analyst' } });
    expect(write.json()).toMatchObject({ statusCode: 403, code: PASSWORD_CHANGE_REQUIRED });
    const board = await app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { cookie: pending.cookie } });
    expect(board.statusCode).toBe(403);
    expect((await get('/api/auth/me', pending.cookie)).json<AdminSessionDto>()).toMatchObject({ mustChangePassword: true, user: { id: user.id } });

    expect((await changePassword(pending, oneTimePassword, oneTimePassword)).statusCode).toBe(400);
    const changed = await changePassword(pending, oneTimePassword, 'my-own-long-password');
    expect(changed.statusCode).toBe(200);
    const renewed = { cookie: sessionCookieFrom(changed.headers['set-cookie']), csrfToken: changed.json<AdminSessionDto>().csrfToken };
    expect(changed.json<AdminSessionDto>().mustChangePassword).toBe(false);
    expect((await get('/api/admin/users', renewed.cookie)).statusCode).toBe(200);
    const again = await signIn(app, user.email, 'my-own-long-password');
    expect((await get('/api/auth/me', again.cookie)).json<AdminSessionDto>().mustChangePassword).toBe(false);
  });

  it('signs a one-time password session out', async () => {
    const { user, oneTimePassword } = await createWithOneTimePassword('analyst');
    const pending = await signIn(app, user.email, oneTimePassword);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: pending.headers })).statusCode).toBe(204);
    expect((await get('/api/auth/me', pending.cookie)).statusCode).toBe(401);
  });

  it('rotates the session id at a password change: the old cookie and CSRF token no longer work, the new ones do', async () => {
    const me = await signedInAs(app, 'analyst');
    const changed = await changePassword(me, me.password, 'a-rotated-long-password');
    expect(changed.statusCode).toBe(200);
    const cookie = sessionCookieFrom(changed.headers['set-cookie']);
    const { csrfToken } = changed.json<AdminSessionDto>();
    expect(cookie).toMatch(/^lumina_admin=[\w-]{43}$/);
    expect(cookie).not.toBe(me.cookie);
    expect(csrfToken).not.toBe(me.csrfToken);
    expect((await get('/api/auth/me', me.cookie)).statusCode).toBe(401);
    expect((await get('/api/auth/me', cookie)).json<AdminSessionDto>().csrfToken).toBe(csrfToken);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-csrf-token': csrfToken } })).statusCode).toBe(204);
  });

  it('ends a session unused for the idle time (30 min), and renews it on each use', async () => {
    const me = await signedInAs(app, 'analyst');
    ahead = 29 * MINUTE;
    expect((await get('/api/auth/me', me.cookie)).statusCode).toBe(200);
    ahead += 29 * MINUTE; // 58 min after sign-in, 29 after the last use
    expect((await get('/api/auth/me', me.cookie)).statusCode).toBe(200);
    ahead += 30 * MINUTE;
    expect((await get('/api/auth/me', me.cookie)).statusCode).toBe(401);
    ahead -= 30 * MINUTE; // it stays ended: the expiry destroyed it
    expect((await get('/api/auth/me', me.cookie)).statusCode).toBe(401);
  });

  it('ends a session 12 h after sign-in however busy it is', async () => {
    const me = await signedInAs(app, 'analyst');
    const answers: number[] = [];
    for (ahead = 25 * MINUTE; ahead < 12 * 60 * MINUTE; ahead += 25 * MINUTE) answers.push((await get('/api/auth/me', me.cookie)).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    ahead = 12 * 60 * MINUTE;
    expect((await get('/api/auth/me', me.cookie)).statusCode).toBe(401);
  });

  it('follows ADMIN_SESSION_IDLE and ADMIN_SESSION_TTL', async () => {
    const short = await startBffApp(suitePrefix('accounts-short'), { ADMIN_SESSION_IDLE: '2m', ADMIN_SESSION_TTL: '5m' });
    try {
      let offset = 0;
      jest.spyOn(short.get<Clock>(ADMIN_CLOCK), 'now').mockImplementation(() => Date.now() + offset);
      const me = await signedInAs(short, 'analyst');
      const status = async () => (await short.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: me.cookie } })).statusCode;
      offset = 2 * MINUTE - 1000;
      expect(await status()).toBe(200);
      offset = 4 * MINUTE - 2000;
      expect(await status()).toBe(200);
      offset = 5 * MINUTE;
      expect(await status()).toBe(401);
      const idle = await signedInAs(short, 'analyst');
      offset += 2 * MINUTE;
      expect((await short.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: idle.cookie } })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  describe('npm run admin', () => {
    const run = async (argv: string[], stdinText?: string) => {
      const stdout = new PassThrough();
      const stderr = new PassThrough();
      let out = '';
      let err = '';
      stdout.on('data', (chunk) => (out += String(chunk)));
      stderr.on('data', (chunk) => (err += String(chunk)));
      const stdin = stdinText === undefined ? Object.assign(new PassThrough(), { isTTY: true }) : Readable.from([stdinText]);
      const code = await runAdminCli(argv, { stdin, stdout, stderr, env: { DATABASE_URL: testEnv().databaseUrl, NODE_ENV: 'test' } });
      return { code, out, err };
    };
    const address = () => `cli-${Math.random().toString(36).slice(2)}@test.lumina`;

    it('refuses a password on the command line, saying why, and creates nothing', async () => {
      const email = address();
      const result = await run(['create', '--email', email, '--role', 'analyst', '--password', 'a-long-enough-password']);
      expect(result.code).toBe(1);
      expect(result.err).toContain('--password is refused');
      expect(result.err).toContain('--password-stdin');
      await expect(signIn(app, email, 'a-long-enough-password')).rejects.toThrow(/401/);
    });

    it('takes the password from standard input', async () => {
      const email = address();
      const result = await run(['create', '--email', email, '--role', 'analyst', '--password-stdin'], 'a-piped-long-password\n');
      expect(result).toMatchObject({ code: 0, err: '' });
      expect(result.out).not.toContain('a-piped-long-password');
      const session = await signIn(app, email, 'a-piped-long-password');
      expect((await get('/api/auth/me', session.cookie)).json<AdminSessionDto>().mustChangePassword).toBe(false);
      expect((await run(['create', '--email', address(), '--role', 'analyst', '--password-stdin'], 'short\n')).err).toContain('at least 12 characters');
    });

    it('prints a one-time password that must be changed at the first sign-in', async () => {
      const email = address();
      const result = await run(['create', '--email', email, '--role', 'catalog_manager']);
      expect(result.code).toBe(0);
      const password = /one-time password[^:]*: (\S+)/.exec(result.out)?.[1] ?? '';
      const session = await signIn(app, email, password);
      expect((await get('/api/auth/me', session.cookie)).json<AdminSessionDto>().mustChangePassword).toBe(true);
    });
  });
});
