import { CatalogPatterns } from '@lumina/contracts';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

describe(CatalogPatterns.productsFeatured, () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('products-featured');
  });

  afterAll(() => catalog.close());

  it('returns at least 8 in-stock featured products, in their fixed order, from several categories', async () => {
    const featured = await catalog.rpc.send(CatalogPatterns.productsFeatured, {});
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.every((p) => p.isInStock && p.images.length > 0)).toBe(true);
    expect(new Set(featured.slice(0, 8).map((p) => p.category?.slug)).size).toBeGreaterThanOrEqual(5);
    const again = await catalog.rpc.send(CatalogPatterns.productsFeatured, {});
    expect(again.map((p) => p.id)).toEqual(featured.map((p) => p.id));
  });
});
