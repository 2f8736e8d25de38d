import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { suitePrefix } from '@lumina/platform/testing';
import { startBffApp } from '../testing/bff-app';

// See orders.controller.int-spec.ts: a CommonJS stand-in for an ESM-only dependency of @fastify/static.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

/** The CSP header's directives by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

const nonceOf = (values: string[] | undefined): string | undefined => values?.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);

describe('BFF security headers', () => {
  const apps: NestFastifyApplication[] = [];
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startBffApp(suitePrefix('bff-headers'));
    apps.push(app);
  });
  afterAll(async () => {
    await Promise.all(apps.map((each) => each.close()));
  });

  const page = (url = '/') => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('answers a page with a nonce policy whose nonces are on the page\'s own script and style, new for each response', async () => {
    const first = await page();
    expect(first.statusCode).toBe(200);
    const policy = directives(first.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    // Checkout's Stripe provider: Stripe.js, its API and its frames.
    expect(policy.get('script-src')).toContain('https://js.stripe.com');
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));

    const scriptNonce = nonceOf(policy.get('script-src'));
    const styleNonce = nonceOf(policy.get('style-src'));
    expect(scriptNonce).toMatch(/^[0-9a-f]{32}$/);
    expect(styleNonce).toMatch(/^[0-9a-f]{32}$/);
    // Every script and style element of index.html carries its nonce (the web build inlines its stylesheet).
    const tags = first.body.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${tag.startsWith('<script') ? scriptNonce : styleNonce}"`);

    const second = directives((await page('/cart')).headers['content-security-policy']);
    expect(nonceOf(second.get('script-src'))).not.toBe(scriptNonce);
  });

  it('sends nosniff, a referrer policy and no HSTS outside production, on pages and on the API', async () => {
    for (const response of [await page(), await app.inject({ method: 'GET', url: '/api/health/live' })]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('gives Swagger UI and the queue board a policy of their own: their inline styles, still only their own scripts', async () => {
    for (const url of ['/api/docs', '/admin/queues']) {
      const policy = directives((await page(url)).headers['content-security-policy']);
      expect(policy.get('style-src')).toContain("'unsafe-inline'");
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  describe('in production', () => {
    let production: NestFastifyApplication;
    beforeAll(async () => {
      production = await startBffApp(suitePrefix('bff-headers-prod'), { NODE_ENV: 'production' });
      apps.push(production);
    });

    it('sends HSTS', async () => {
      const response = await production.inject({ method: 'GET', url: '/api/health/live' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    // API_DOCS=true turning it back on: config.spec.ts (servesApiDocs).
    it('does not serve /api/docs', async () => {
      expect((await production.inject({ method: 'GET', url: '/api/docs-json' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    });
  });
});
