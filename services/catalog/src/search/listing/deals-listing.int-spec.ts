import type { ProductDto } from '@lumina/contracts';
import { startSearchCatalog, type SearchCatalog } from '../../testing/search-catalog';

const discountOf = (product: ProductDto): number => {
  const price = Number(product.price);
  const was = Number(product.reducedFrom);
  // Rounded: the index and JavaScript compute the same ratio in floats that differ in the last bits.
  return Math.round(((was - price) / was) * 1e9);
};

/** The deals page's listing: `onSale=true&sortBy=discount` (ARCHITECTURE §11). */
describe('catalog.products.list for deals', () => {
  let search: SearchCatalog;

  beforeAll(async () => {
    search = await startSearchCatalog('deals-listing');
  }, 180_000);
  afterAll(() => search.close());

  it('lists only the reductions the prior-price rule allowed, best discount first, never a feed-only old price', async () => {
    const [row] = (await search.catalog.db.query(
      `SELECT count(*)::int AS n FROM products
        WHERE reduced_for_minor = price_minor AND reduced_from_minor > price_minor AND removed_at IS NULL AND retired_at IS NULL AND merged_into IS NULL`,
    )) as [{ n: number }];
    const deals = await search.list({ onSale: true, sortBy: 'discount', limit: 100 });
    expect(row.n).toBeGreaterThan(0);
    expect(deals.total).toBe(row.n);
    for (const product of deals.products) expect(Number(product.reducedFrom)).toBeGreaterThan(Number(product.price));
    const discounts = deals.products.map(discountOf);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it('combines with the other filters (a brand, a price range)', async () => {
    const deals = await search.list({ onSale: true, sortBy: 'discount', priceMax: 100, limit: 100 });
    for (const product of deals.products) {
      expect(Number(product.price)).toBeLessThanOrEqual(100);
      expect(Number(product.reducedFrom)).toBeGreaterThan(Number(product.price));
    }
  });
});
