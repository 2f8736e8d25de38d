import type { ProductDto } from '@lumina/contracts';
import { startSearchCatalog, type SearchCatalog } from '../../testing/search-catalog';

const discountOf = (product: ProductDto): number => {
  const price = Number(product.price);
  const original = Number(product.originalPrice);
  return (original - price) / original;
};

/** The deals page's listing: `onSale=true&sortBy=discount` (ARCHITECTURE §11). */
describe('catalog.products.list for deals', () => {
  let search: SearchCatalog;

  beforeAll(async () => {
    search = await startSearchCatalog('deals-listing');
  }, 180_000);
  afterAll(() => search.close());

  it('lists only products whose original price is above the price, best discount first', async () => {
    const [row] = (await search.catalog.db.query(
      'SELECT count(*)::int AS n FROM products WHERE original_price_minor > price_minor',
    )) as [{ n: number }];
    const deals = await search.list({ onSale: true, sortBy: 'discount', limit: 100 });
    expect(row.n).toBeGreaterThan(0);
    expect(deals.total).toBe(row.n);
    for (const product of deals.products) expect(Number(product.originalPrice)).toBeGreaterThan(Number(product.price));
    const discounts = deals.products.map(discountOf);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it('combines with the other filters (a brand, a price range)', async () => {
    const deals = await search.list({ onSale: true, sortBy: 'discount', priceMax: 100, limit: 100 });
    for (const product of deals.products) {
      expect(Number(product.price)).toBeLessThanOrEqual(100);
      expect(Number(product.originalPrice)).toBeGreaterThan(Number(product.price));
    }
  });
});
