import { CatalogPatterns } from '@lumina/contracts';
import { PARTNER_BRAND_SLUG } from '../seed/demo-brands';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

describe(CatalogPatterns.brandsList, () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('brands-list');
  });

  afterAll(() => catalog.close());

  it('lists at least 30 brands by name with their product counts, the smart-lighting partner among them', async () => {
    const brands = await catalog.rpc.send(CatalogPatterns.brandsList, {});
    expect(brands.length).toBeGreaterThanOrEqual(30);
    expect(brands.map((b) => b.name)).toEqual(
      [...brands.map((b) => b.name)].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare),
    );
    expect(brands).toContainEqual({
      id: expect.any(String),
      name: 'Aurelia Smart',
      slug: PARTNER_BRAND_SLUG,
      productCount: expect.any(Number),
    });
    const partner = brands.find((b) => b.slug === PARTNER_BRAND_SLUG);
    const listed = await catalog.rpc.send(CatalogPatterns.productsList, { brand: [PARTNER_BRAND_SLUG], limit: 1 });
    expect(partner?.productCount).toBe(listed.total);
    expect(partner?.productCount).toBeGreaterThan(0);
  });
});
