import { CatalogPatterns } from '@lumina/contracts';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

describe(CatalogPatterns.productSnapshots, () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('product-snapshots');
  });

  afterAll(() => catalog.close());

  it('answers the cart with price in cents, title, stock and primary image; unknown ids are left out', async () => {
    const featured = await catalog.rpc.send(CatalogPatterns.productsFeatured, {});
    const [a, b] = featured;
    if (!a || !b) throw new Error('the demo catalogue features at least two products');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const snapshots = await catalog.rpc.send(CatalogPatterns.productSnapshots, {
      ids: [a.id, unknown, b.id],
    });
    expect(snapshots).toHaveLength(2);
    const snapshot = snapshots.find((s) => s.id === a.id);
    expect(snapshot).toEqual({
      id: a.id,
      slug: a.slug,
      title: a.title,
      sku: a.sku,
      priceMinor: Math.round(Number(a.price) * 100),
      currency: 'EUR',
      imageUrl: a.images.find((i) => i.isPrimary)?.url,
      isInStock: a.isInStock,
      energyLabel:
        a.lightSource === null || a.energyRating === null
          ? null
          : { energyRating: a.energyRating, lightSource: a.lightSource, eprelId: a.eprelId, brand: a.brand, wattage: a.wattage },
    });
  });

  it("gives a LED bulb's energy label with its price, for the cart and checkout", async () => {
    const [{ id }] = (await catalog.db.query(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
        WHERE c.slug = 'led-bulbs' AND p.removed_at IS NULL ORDER BY p.slug LIMIT 1`,
    )) as [{ id: string }];
    const [bulb] = await catalog.rpc.send(CatalogPatterns.productSnapshots, { ids: [id] });
    expect(bulb?.energyLabel).toEqual({
      energyRating: expect.stringMatching(/^[A-G]$/),
      lightSource: 'light-source',
      eprelId: expect.stringMatching(/^\d+$/),
      brand: { name: expect.any(String) },
      wattage: expect.any(Number),
    });
  });

  it('rejects ids that are not UUIDs', async () => {
    await expect(catalog.rpc.send(CatalogPatterns.productSnapshots, { ids: ['42'] })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});
