// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Node 20.19+
// loads it, Jest's CommonJS runtime does not. Nothing here sends a file download.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

import { CatalogClickPatterns, type ClickTargetDto } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';
import { merchant, startClicksBff, type ClicksBff } from './testing/clicks-bff';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('GET /api/click/:productId', () => {
  let bff: ClicksBff;
  const epiMerchant = merchant({ id: randomUUID(), subIdParam: 'epi' });
  const products = new Map<string, ClickTargetDto>();

  function product(merchantId: string | null, deepLink = 'https://shop.lichthaus.example/p/123?utm_source=lumina'): ClickTargetDto {
    const target = { productId: randomUUID(), merchantId, slug: `lamp-${products.size}`, deepLink };
    products.set(target.productId, target);
    return target;
  }

  beforeAll(async () => {
    bff = await startClicksBff('click-redirect', [epiMerchant]);
    bff.catalog.answer(CatalogClickPatterns.clickTarget, (payload) => {
      const target = products.get((payload as { id: string }).id);
      if (!target) throw { code: 'CATALOG.PRODUCT_NOT_FOUND', kind: 'not_found', message: 'not found' };
      return target;
    });
  });
  afterAll(() => bff.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    bff.app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER_UA, ...headers } });

  it('redirects while the clicks service is down; the click reaches it once it runs', async () => {
    const target = product(epiMerchant.id);
    const response = await get(`/api/click/${target.productId}`);
    expect(response.statusCode).toBe(302);

    const seen = await bff.startClickConsumer();
    const events = await eventually(() => seen, (s) => s.length >= 1, 10_000);
    expect(events.map((e) => e.productId)).toEqual([target.productId]);
  });

  it("redirects to the stored deep link with a new click id under the merchant's sub-id parameter", async () => {
    const seen = await bff.startClickConsumer();
    const target = product(epiMerchant.id);
    const response = await get(`/api/click/${target.productId}?url=https://evil.example/&epi=forged&from=%2Fcategory%2Findoor`, {
      cookie: 'language=de',
      'x-forwarded-for': '203.0.113.7',
    });

    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.lichthaus.example/p/123');
    expect(location.searchParams.get('utm_source')).toBe('lumina');
    const clickId = location.searchParams.get('epi');
    expect(clickId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(location.searchParams.getAll('epi')).toHaveLength(1);
    expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' });
    expect(response.headers['set-cookie']).toBeUndefined();

    const [event] = await eventually(() => seen.filter((e) => e.clickId === clickId), (s) => s.length === 1);
    expect(event).toMatchObject({
      clickId,
      productId: target.productId,
      merchantId: epiMerchant.id,
      language: 'de',
      referrerPath: '/category/indoor',
      isBot: false,
      source: 'redirect',
    });
    // No raw IP travels: only a 32-hex-digit hash.
    expect(event?.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(event)).not.toContain('203.0.113.7');
  });

  it("uses 'clickref' for a merchant the merchants service does not know", async () => {
    const target = product(randomUUID());
    const response = await get(`/api/click/${target.productId}`);
    expect(new URL(response.headers.location as string).searchParams.get('clickref')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks a bot click as a bot and still redirects it', async () => {
    const seen = await bff.startClickConsumer();
    const target = product(epiMerchant.id);
    const response = await get(`/api/click/${target.productId}`, { 'user-agent': GOOGLEBOT });
    expect(response.statusCode).toBe(302);
    const events = await eventually(() => seen.filter((e) => e.productId === target.productId), (s) => s.length === 1);
    expect(events[0]?.isBot).toBe(true);
  });

  it('gives the same visitor hash to the same visitor and another to another', async () => {
    const seen = await bff.startClickConsumer();
    const target = product(epiMerchant.id);
    await get(`/api/click/${target.productId}`, { 'x-forwarded-for': '198.51.100.1' });
    await get(`/api/click/${target.productId}`, { 'x-forwarded-for': '198.51.100.1' });
    await get(`/api/click/${target.productId}`, { 'x-forwarded-for': '198.51.100.2' });
    const events = await eventually(() => seen.filter((e) => e.productId === target.productId), (s) => s.length === 3);
    const hashes = events.map((e) => e.visitorHash);
    expect(new Set(hashes).size).toBe(2);
  });

  it('answers an API client JSON 404 for an unknown product, a malformed id and a link-less product', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await get(`/api/click/${id}`, { accept: 'application/json' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'CATALOG.PRODUCT_NOT_FOUND' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("answers a browser the shop's product page for that id (its 'Product Not Found'), with 404", async () => {
    const id = randomUUID();
    const response = await get(`/api/click/${id}`, { accept: 'text/html,application/xhtml+xml' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    // The app routes by the address: it is set to the product's page before the app starts.
    expect(response.body).toContain(`history.replaceState(null,'',"/product/${id}")`);
  });

  describe('POST /api/clicks', () => {
    it('records the click (202) and answers the address with its click id', async () => {
      const seen = await bff.startClickConsumer();
      const target = product(epiMerchant.id);
      const response = await bff.app.inject({
        method: 'POST',
        url: '/api/clicks',
        payload: { productId: target.productId, merchantId: epiMerchant.id, language: 'fr' },
        headers: { 'user-agent': BROWSER_UA },
      });
      expect(response.statusCode).toBe(202);
      const body = response.json<{ clickId: string; url: string }>();
      expect(new URL(body.url).searchParams.get('epi')).toBe(body.clickId);
      const events = await eventually(() => seen.filter((e) => e.clickId === body.clickId), (s) => s.length === 1);
      expect(events[0]).toMatchObject({ language: 'fr', source: 'api', productId: target.productId });
    });

    it('refuses a bad body with a message naming the field, and a merchant that is not the product’s', async () => {
      const target = product(epiMerchant.id);
      const bad = await bff.app.inject({ method: 'POST', url: '/api/clicks', payload: { productId: 'x', merchantId: epiMerchant.id, language: 'fr' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('productId');
      const wrong = await bff.app.inject({
        method: 'POST',
        url: '/api/clicks',
        payload: { productId: target.productId, merchantId: randomUUID(), language: 'fr' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toContain('merchantId');
      const unknown = await bff.app.inject({
        method: 'POST',
        url: '/api/clicks',
        payload: { productId: randomUUID(), merchantId: epiMerchant.id, language: 'fr' },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
