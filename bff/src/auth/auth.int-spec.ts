import type { AdminSessionDto } from '@lumina/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { suitePrefix } from '@lumina/platform/testing';
import { startBffApp } from '../testing/bff-app';
import { MAX_LOGIN_FAILURES } from './login-limiter';
import { createTestUser, sessionCookieFrom, signIn, signedInAs } from './testing/admin-sessions';

// @fastify/static requires content-disposition 3 (ESM-only), which Jest cannot load; nothing here downloads a file.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('admin sign-in (through the real BFF, PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startBffApp(suitePrefix('auth'));
  });
  afterAll(() => app?.close());

  const login = (email: string, password: string, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('signs in with the right password: the user, a CSRF token and an httpOnly SameSite=Strict cookie', async () => {
    const { user, password } = await createTestUser(app, 'catalog_manager');
    const response = await login(user.email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminSessionDto>();
    expect(body.user).toEqual({ id: user.id, email: user.email, name: user.name, role: 'catalog_manager' });
    expect(body.csrfToken).toMatch(/^[\w-]{43}$/);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^lumina_admin=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookieFrom(response.headers['set-cookie']) } });
    expect(me.statusCode).toBe(200);
    expect(me.json<AdminSessionDto>()).toEqual(body);
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const { user } = await createTestUser(app, 'analyst');
    const wrongPassword = await login(user.email, 'not-the-password');
    const unknown = await login('nobody@test.lumina', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('locks an address out from one IP after 10 failures (429 with Retry-After), not from another IP', async () => {
    const { user, password } = await createTestUser(app, 'analyst');
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) expect((await login(user.email, 'wrong-password', '127.0.0.9')).statusCode).toBe(401);
    const locked = await login(user.email, password, '127.0.0.9');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.email, password, '127.0.0.10')).statusCode).toBe(200);
  });

  it('answers 401 to /me without a session or with a made-up one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `lumina_admin=${'a'.repeat(43)}` } });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses an unsafe request without the CSRF token (403), accepts it with', async () => {
    const admin = await signedInAs(app, 'admin');
    const without = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: admin.cookie } });
    expect(without.statusCode).toBe(403);
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: admin.cookie, 'x-csrf-token': 'x'.repeat(43) } });
    expect(wrong.statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.headers })).statusCode).toBe(204);
  });

  it('ends the session server-side at logout: the old cookie no longer works', async () => {
    const admin = await signedInAs(app, 'admin');
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: admin.cookie } })).statusCode).toBe(401);
  });

  it('rotates the session id at every sign-in', async () => {
    const { user, password } = await createTestUser(app, 'analyst');
    const first = await signIn(app, user.email, password);
    const second = await signIn(app, user.email, password);
    expect(first.cookie).not.toBe(second.cookie);
    expect(first.csrfToken).not.toBe(second.csrfToken);
  });

  it('changes the password: every earlier session ends, the answer is a new one, the new password signs in', async () => {
    const me = await signedInAs(app, 'analyst');
    const other = await signIn(app, me.user.email, me.password);
    const wrongCurrent = await app.inject({
      method: 'POST', url: '/api/auth/password', headers: me.headers, payload: { currentPassword: 'nope-nope-nope', newPassword: 'a-new-long-password' },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    const tooShort = await app.inject({
      method: 'POST', url: '/api/auth/password', headers: me.headers, payload: { currentPassword: me.password, newPassword: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<{ message: string }>().message).toContain('newPassword');
    const changed = await app.inject({
      method: 'POST', url: '/api/auth/password', headers: me.headers, payload: { currentPassword: me.password, newPassword: 'a-new-long-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: other.cookie } })).statusCode).toBe(401);
    const renewed = sessionCookieFrom(changed.headers['set-cookie']);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: renewed } })).statusCode).toBe(200);
    expect((await login(me.user.email, 'a-new-long-password')).statusCode).toBe(200);
  });
});
