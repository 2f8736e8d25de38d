import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { suitePrefix } from '@lumina/platform/testing';
import { registeredRoutes } from '../auth/testing/route-table';
import { startBffApp } from '../testing/bff-app';

// @fastify/static requires content-disposition 3 (ESM-only), which Jest cannot load; nothing here downloads a file.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const PER_SESSION = 3;
const PER_ADDRESS = 8;
const SIGN_IN_PER_ADDRESS = 4;
const LIMITS = {
  SHOPPER_WRITE_RATE_PER_SESSION: String(PER_SESSION),
  SHOPPER_WRITE_RATE_PER_ADDRESS: String(PER_ADDRESS),
  SIGN_IN_RATE_PER_ADDRESS: String(SIGN_IN_PER_ADDRESS),
};

let sessions = 0;
const newSession = () => `session_${Date.now()}_ratelimit${(sessions += 1)}`;

describe('rate limits on sign-in and shoppers’ writes (Redis, shared by BFF replicas)', () => {
  let app: NestFastifyApplication;
  /** A second BFF on the same Redis key prefix, as a second replica is. */
  let replica: NestFastifyApplication;

  beforeAll(async () => {
    const prefix = suitePrefix('rate-limits');
    [app, replica] = await Promise.all([startBffApp(prefix, LIMITS), startBffApp(prefix, LIMITS)]);
  });
  afterAll(() => Promise.all([app?.close(), replica?.close()]));

  /** A cart write that goes no further than validation (no cart service here): the limit runs before it. */
  const cartWrite = (on: NestFastifyApplication, session: string, from: string) =>
    on.inject({ method: 'PUT', url: '/api/cart/items/not-an-item', headers: { 'x-cart-session': session }, payload: { quantity: 2 }, remoteAddress: from });

  it('limits one cart session’s writes (429, Retry-After, the API’s error shape); another session from the same address goes on', async () => {
    const session = newSession();
    for (let i = 0; i < PER_SESSION; i += 1) expect((await cartWrite(app, session, '127.0.0.61')).statusCode).toBe(400);
    const limited = await cartWrite(app, session, '127.0.0.61');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many changes to this cart: try again in \d+ seconds?$/) });
    expect((await cartWrite(app, newSession(), '127.0.0.61')).statusCode).toBe(400);
  });

  it('counts a session’s writes across replicas', async () => {
    const session = newSession();
    const answers = [];
    for (let i = 0; i <= PER_SESSION; i += 1) answers.push((await cartWrite(i % 2 === 0 ? app : replica, session, '127.0.0.62')).statusCode);
    expect(answers).toEqual([...Array<number>(PER_SESSION).fill(400), 429]);
  });

  it('bounds one address over all its sessions by the looser address ceiling', async () => {
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await cartWrite(app, newSession(), '127.0.0.63')).statusCode).toBe(400);
    const limited = await cartWrite(app, newSession(), '127.0.0.63');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(/^Too many requests from your address/);
    // A click without any session is bounded by the address alone.
    const click = await app.inject({ method: 'POST', url: '/api/clicks', payload: {}, remoteAddress: '127.0.0.63' });
    expect(click.statusCode).toBe(429);
    expect((await cartWrite(app, newSession(), '127.0.0.64')).statusCode).toBe(400);
  });

  it('limits sign-in attempts per address, whatever the email, before any password is checked', async () => {
    const attempt = (i: number) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `someone-${i}@test.lumina`, password: 'wrong-password' }, remoteAddress: '127.0.0.65' });
    for (let i = 0; i < SIGN_IN_PER_ADDRESS; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt(SIGN_IN_PER_ADDRESS);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(/^Too many sign-in attempts from your address: try again in \d+ seconds?$/);
  });

  it('counts an IPv6 client’s whole /64 as one address', async () => {
    // Socket addresses of injected requests: nothing is sent to them.
    const from = (i: number) => `fd00:0:0:1::${i + 1}`;
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await cartWrite(app, newSession(), from(i))).statusCode).toBe(400);
    expect((await cartWrite(app, newSession(), from(PER_ADDRESS))).statusCode).toBe(429);
    expect((await cartWrite(app, newSession(), 'fd00:0:0:2::1')).statusCode).toBe(400);
  });

  it('limits every public write route but the Stripe webhook (which Stripe signs)', () => {
    const unlimited = registeredRoutes(app)
      .filter((route) => route.isPublic && route.method !== 'GET' && route.path !== '/api/webhooks/stripe' && route.rateLimit === undefined)
      .map((route) => `${route.method} ${route.path}`);
    expect(unlimited).toEqual([]);
    expect(registeredRoutes(app).find((route) => route.path === '/api/auth/login')?.rateLimit).toBe('sign-in');
  });
});
