import { gunzipSync } from 'node:zlib';
import { eventually } from '@lumina/platform/testing';
import { startShopBff, type ShopBff } from '../testing/shop-bff';

// @fastify/static (the SPA) requires content-disposition 3, which is ESM-only: Jest cannot load it.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const ORIGIN = 'https://lumina.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);

/** /robots.txt, /sitemap.xml and its files, through the BFF from the real catalog's build. */
describe('sitemaps and robots.txt (BFF)', () => {
  let bff: ShopBff;

  beforeAll(async () => {
    bff = await startShopBff('sitemap-routes', { cart: false, env: { PUBLIC_ORIGIN: ORIGIN } });
  }, 180_000);

  afterAll(() => bff?.close());

  const get = (url: string) => bff.app.inject({ method: 'GET', url });

  it('robots.txt names the sitemap and keeps crawlers out of carts, checkout, search, the admin and the API', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/api/', '/admin', '/cart', '/de/cart', '/fi/checkout', '/es/search', '/pl/order-confirmation'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.some((line) => /Disallow: \/(\w\w\/)?(product|category)/.test(line))).toBe(false);
  });

  it('/sitemap.xml is an index of per-language files, each readable at its address with the language’s pages', async () => {
    const index = await eventually(() => get('/sitemap.xml'), (r) => r.statusCode === 200, 90_000);
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.headers.etag).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(index.body).toContain('<sitemapindex');
    const files = locs(index.body);
    expect(files).toContain(`${ORIGIN}/sitemaps/de-products-1.xml.gz`);
    expect(files).toContain(`${ORIGIN}/sitemaps/cs-guides-1.xml.gz`);

    const german = await get('/sitemaps/de-products-1.xml.gz');
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-type']).toBe('application/gzip');
    const xml = gunzipSync(german.rawPayload).toString('utf8');
    const products = locs(xml);
    expect(products.length).toBeGreaterThan(10);
    expect(products.every((loc) => loc.startsWith(`${ORIGIN}/de/product/`))).toBe(true);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  }, 120_000);

  it('answers 404 for a file that is not one of the built ones or not a sitemap name', async () => {
    expect((await get('/sitemaps/xx-products-99.xml.gz')).statusCode).toBe(404);
    expect((await get('/sitemaps/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
