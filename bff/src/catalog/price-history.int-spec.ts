import type { PriceHistoryDto, ProductDetailDto } from '@lumina/contracts';
import { startShopBff, type ShopBff } from '../testing/shop-bff';

// @fastify/static requires content-disposition 3 (ESM-only); nothing here downloads a file.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

/**
 * Issue 26 through the BFF and the real catalog on the seeded demo catalogue (90 days of observed
 * prices, rolled up at seed): reductions only by the prior-price rule, the price-history route and
 * its bad input.
 */
describe('prices over time (the BFF in front of the real catalog service)', () => {
  let bff: ShopBff;

  beforeAll(async () => {
    bff = await startShopBff('bff-price-history', { cart: false });
  });
  afterAll(() => bff?.close());

  const get = (url: string) => bff.app.inject({ method: 'GET', url });
  const db = <Row>(sql: string, params?: unknown[]) => bff.catalog.service.database.query<Row>(sql, params);

  /**
   * A demo product observed at two prices: dearer since 90 days ago, cheaper for a few days. The
   * rule strikes the first (the only price of the 30 days before the reduction).
   */
  const reducedDemoProduct = async () => {
    const [row] = await db<{ slug: string; before: number; price: number }>(
      `SELECT p.slug, (array_agg(e.price_minor ORDER BY e.observed_at))[1] AS before, p.price_minor AS price
         FROM catalog.products p JOIN catalog.offer_price_events e ON e.product_id = p.id
        GROUP BY p.id HAVING count(*) = 2 AND (array_agg(e.price_minor ORDER BY e.observed_at))[1] > p.price_minor
                         AND min(e.observed_at) < now() - interval '60 days'
        ORDER BY p.slug LIMIT 1`,
    );
    return row;
  };

  it('shows a demo reduction struck at the price Lumina observed before it', async () => {
    const reduced = await reducedDemoProduct();
    expect(reduced).toBeDefined();

    const product = (await get(`/api/products/${reduced.slug}`)).json<ProductDetailDto>();
    expect(product.reducedFrom).toBe((reduced.before / 100).toFixed(2));
    expect(product.price).toBe((reduced.price / 100).toFixed(2));
  });

  it("never strikes a demo product's feed-only original price", async () => {
    const [claimed] = await db<{ slug: string; original: number }>(
      `SELECT slug, original_price_minor AS original FROM catalog.products
        WHERE original_price_minor > price_minor AND reduced_from_minor IS NULL ORDER BY slug LIMIT 1`,
    );
    const product = (await get(`/api/products/${claimed.slug}`)).json<ProductDetailDto>();
    expect(product).toMatchObject({ originalPrice: (claimed.original / 100).toFixed(2), reducedFrom: null });
  });

  it('answers 90 days of daily lowest totals for a demo product, with the lows and a sentence', async () => {
    const reduced = await reducedDemoProduct();
    const response = await get(`/api/products/${reduced.slug}/price-history?days=90&country=fr`);
    expect(response.statusCode).toBe(200);
    const history = response.json<PriceHistoryDto>();
    expect(history).toMatchObject({ days: 90, country: 'FR', currency: 'EUR', verdict: 'lowest-in-period' });
    expect(history.observedDays).toBeGreaterThanOrEqual(89);
    expect(history.points.length).toBeGreaterThanOrEqual(89);
    expect(history.points.at(-1)?.lowest).toBe((reduced.price / 100).toFixed(2));
    expect(history.lowestAllTime?.total).toBe(history.points.at(-1)?.lowestTotal);
  });

  it.each([
    ['days=0', 'days'],
    ['days=731', 'days'],
    ['days=ninety', 'days'],
    ['country=US', 'country'],
  ])('answers ?%s with a 400 naming %s', async (query, field) => {
    const reduced = await reducedDemoProduct();
    const response = await get(`/api/products/${reduced.slug}/price-history?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [expect.objectContaining({ path: field })] });
  });

  it('answers an unknown product with a 404', async () => {
    const response = await get('/api/products/no-such-lamp-anywhere/price-history');
    expect(response.statusCode).toBe(404);
  });
});
