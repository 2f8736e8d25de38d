import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { suitePrefix } from '@lumina/platform/testing';
import { startBffApp } from '../testing/bff-app';
import { ACCOUNT_FAILURES_BEFORE_SLOWING, MAX_LOGIN_FAILURES, SLOWED_ATTEMPT_SECONDS } from './login-limiter';
import { createTestUser } from './testing/admin-sessions';

// @fastify/static requires content-disposition 3 (ESM-only), which Jest cannot load; nothing here downloads a file.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const PROXY = '127.0.0.77';

interface Attempt {
  email: string;
  password: string;
  /** The connection's address. */
  from: string;
  forwardedFor?: string;
}

const signIn = (app: NestFastifyApplication, { email, password, from, forwardedFor }: Attempt) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>((count, { statusCode }) => ({ ...count, [statusCode]: (count[statusCode] ?? 0) + 1 }), {});

describe('sign-in under attack (through the real BFF, PostgreSQL and Redis)', () => {
  /** Defaults (2 hash slots), behind one trusted proxy. */
  let app: NestFastifyApplication;
  /** Enough hash slots for 25 checks at once: what limits them there is the failure count alone. */
  let wide: NestFastifyApplication;

  beforeAll(async () => {
    [app, wide] = await Promise.all([
      startBffApp(suitePrefix('signin'), { TRUSTED_PROXIES: PROXY }),
      startBffApp(suitePrefix('signin-wide'), { SIGN_IN_HASH_CONCURRENCY: '32' }),
    ]);
  });
  afterAll(() => Promise.all([app?.close(), wide?.close()]));

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: rotating it still ends in 429', async () => {
    const { user, password } = await createTestUser(app, 'analyst');
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) {
      const response = await signIn(app, { email: user.email, password: 'wrong-password', from: '127.0.0.9', forwardedFor: `127.0.8.${i + 1}` });
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn(app, { email: user.email, password, from: '127.0.0.9', forwardedFor: '127.0.8.200' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('behind a trusted proxy counts the address the proxy saw, not one the client wrote ahead of it', async () => {
    const { user, password } = await createTestUser(app, 'analyst');
    // The client sends its own X-Forwarded-For; the proxy appends the address it saw (127.0.5.1).
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) {
      const response = await signIn(app, { email: user.email, password: 'wrong-password', from: PROXY, forwardedFor: `127.0.9.${i + 1}, 127.0.5.1` });
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn(app, { email: user.email, password, from: PROXY, forwardedFor: '127.0.9.99, 127.0.5.1' })).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out with it.
    expect((await signIn(app, { email: user.email, password, from: PROXY, forwardedFor: '127.0.5.2' })).statusCode).toBe(200);
  });

  it(`checks at most ${MAX_LOGIN_FAILURES} of 25 wrong passwords sent at once; the rest answer 429 unchecked`, async () => {
    const { user, password } = await createTestUser(wide, 'analyst');
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => signIn(wide, { email: user.email, password: 'wrong-password', from: '127.0.0.30' })),
    );
    expect(statuses(responses)).toEqual({ 401: MAX_LOGIN_FAILURES, 429: 25 - MAX_LOGIN_FAILURES });
    // Even the right password is refused now from there: the limit held.
    expect((await signIn(wide, { email: user.email, password, from: '127.0.0.30' })).statusCode).toBe(429);
  });

  it('slows guessing from many addresses at one account, yet its owner signs in from the usual address', async () => {
    const { user, password } = await createTestUser(app, 'catalog_manager');
    const owner = { email: user.email, password, from: '127.0.0.50' };
    expect((await signIn(app, owner)).statusCode).toBe(200);

    // A guesser spreads its failures over many addresses, never reaching one address's limit.
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_SLOWING; i += 1) {
      expect((await signIn(app, { email: user.email, password: 'guess', from: `127.0.1.${i + 1}` })).statusCode).toBe(401);
    }
    // Slowed: one attempt per SLOWED_ATTEMPT_SECONDS from addresses the account never signed in from.
    expect((await signIn(app, { email: user.email, password: 'guess', from: '127.0.2.1' })).statusCode).toBe(401);
    const slowed = await signIn(app, { email: user.email, password: 'guess', from: '127.0.2.2' });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(SLOWED_ATTEMPT_SECONDS);

    // The owner, from the address they signed in from before, is not slowed at all.
    expect((await signIn(app, owner)).statusCode).toBe(200);
    // From a new address they wait at most SLOWED_ATTEMPT_SECONDS (not locked out): the same bounded 429.
    const elsewhere = await signIn(app, { ...owner, from: '127.0.3.1' });
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(SLOWED_ATTEMPT_SECONDS);
  });

  it('runs at most 2 password checks at once: more sign-ins meanwhile answer 429 with Retry-After before hashing', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(app, { email: `nobody-${i}@test.lumina`, password: 'wrong-password', from: `127.0.4.${i + 1}` })),
    );
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(responses.filter((response) => response.statusCode === 401).length).toBeGreaterThanOrEqual(2);
    expect(refused[0]?.headers['retry-after']).toBe('1');
    expect(refused[0]?.json()).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many sign-ins at once: try again in a second' });
  });
});
