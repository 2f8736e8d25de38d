import type { AuditPageDto } from '@lumina/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { suitePrefix } from '@lumina/platform/testing';
import { startBffApp } from '../testing/bff-app';
import { ACCOUNT_FAILURES_BEFORE_SLOWING, MAX_LOGIN_FAILURES, SLOWED_ATTEMPT_SECONDS } from './login-limiter';
import { createTestUser, signedInAs } from './testing/admin-sessions';

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
  /** One hash a second for addresses an account never signed in from (the test harness raises the budget elsewhere). */
  let frugal: NestFastifyApplication;

  beforeAll(async () => {
    [app, wide, frugal] = await Promise.all([
      startBffApp(suitePrefix('signin'), { TRUSTED_PROXIES: PROXY }),
      startBffApp(suitePrefix('signin-wide'), { SIGN_IN_HASH_CONCURRENCY: '32' }),
      startBffApp(suitePrefix('signin-frugal'), { SIGN_IN_HASHES_PER_SECOND: '1' }),
    ]);
  });
  afterAll(() => Promise.all([app?.close(), wide?.close(), frugal?.close()]));

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

  it('hashes at most SIGN_IN_HASHES_PER_SECOND for new addresses, refusing the rest unchecked, while the owner signs in from the usual address', async () => {
    const { user, password } = await createTestUser(frugal, 'analyst');
    const owner = { email: user.email, password, from: '127.0.6.1' };
    expect((await signIn(frugal, owner)).statusCode).toBe(200);

    const started = Date.now();
    const flood: Array<{ statusCode: number; json(): unknown }> = [];
    for (let i = 0; i < 10; i += 1) flood.push(await signIn(frugal, { email: `flood-${i}@test.lumina`, password: 'wrong-password', from: `127.0.7.${i + 1}` }));
    const seconds = (Date.now() - started) / 1000;
    const checked = flood.filter((response) => response.statusCode === 401).length;
    const refused = flood.filter((response) => response.statusCode === 429);
    // One a second (a burst of one): what the budget allowed over the time the ten took, no more.
    expect(checked).toBeLessThanOrEqual(1 + Math.floor(seconds));
    expect(refused.length).toBe(10 - checked);
    expect(refused[0]?.json()).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many sign-ins at once: try again in a second' });

    // The budget is spent, and the owner signs in from the usual address regardless.
    expect((await signIn(frugal, owner)).statusCode).toBe(200);
  });

  it('writes the sign-ins it refused unchecked as one audit entry naming the emails tried, not one entry each', async () => {
    const marker = randomBytes(4).toString('hex');
    const counted = await startBffApp(suitePrefix('signin-audit'), { SIGN_IN_HASHES_PER_SECOND: '1' });
    const emails = Array.from({ length: 8 }, (_, i) => `refused-${marker}-${i}@test.lumina`);
    const answered: number[] = [];
    try {
      for (const [i, email] of emails.entries()) answered.push((await signIn(counted, { email, password: 'wrong-password', from: `127.0.8.${i + 1}` })).statusCode);
    } finally {
      await counted.close(); // writes what it counted so far
    }
    const refused = emails.filter((_, i) => answered[i] === 429);
    expect(refused.length).toBeGreaterThan(0);

    const admin = await signedInAs(app, 'admin');
    const { entries } = (await app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers: { cookie: admin.cookie } })).json<AuditPageDto>();
    const ours = entries
      .filter((entry) => entry.targetName?.includes(`refused-${marker}-`))
      .map(({ actor, action, targetName, outcome, detail }) => ({ actor, action, targetName, outcome, detail }));
    const checked = emails.filter((_, i) => answered[i] === 401);
    expect(ours).toEqual(
      expect.arrayContaining([
        ...checked.map((email) => ({ actor: null, action: 'auth.signIn', targetName: email, outcome: 'failure', detail: '401' })),
        {
          actor: null,
          action: 'auth.signIn',
          targetName: `${refused.slice(0, 5).join(', ')}${refused.length > 5 ? ' and others' : ''}`,
          outcome: 'failure',
          detail: `429 × ${refused.length}`,
        },
      ]),
    );
    expect(ours).toHaveLength(checked.length + 1);
  });
});
