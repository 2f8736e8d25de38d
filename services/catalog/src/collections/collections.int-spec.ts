import { CatalogPatterns } from '@lumina/contracts';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

describe('catalog collections', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('collections');
  });

  afterAll(() => catalog.close());

  describe(CatalogPatterns.collectionsList, () => {
    it('lists at least 8 collections in display order', async () => {
      const collections = await catalog.rpc.send(CatalogPatterns.collectionsList, {});
      expect(collections.length).toBeGreaterThanOrEqual(8);
      expect(collections[0]).toEqual({
        id: expect.any(String),
        name: 'Scandinavian Calm',
        slug: 'scandinavian-calm',
        description: expect.any(String),
        shortDescription: expect.any(String),
        imageUrl: expect.stringMatching(/^\/images\//),
        isFeatured: true,
      });
    });
  });

  describe(CatalogPatterns.collectionsFeatured, () => {
    it('returns only the featured collections, some but not all', async () => {
      const all = await catalog.rpc.send(CatalogPatterns.collectionsList, {});
      const featured = await catalog.rpc.send(CatalogPatterns.collectionsFeatured, {});
      expect(featured.length).toBeGreaterThan(0);
      expect(featured.length).toBeLessThan(all.length);
      expect(featured.every((c) => c.isFeatured)).toBe(true);
    });
  });

  describe(CatalogPatterns.collectionBySlug, () => {
    it('returns the collection with its products in curated order', async () => {
      const collection = await catalog.rpc.send(CatalogPatterns.collectionBySlug, {
        slug: 'brass-and-glass',
      });
      expect(collection.name).toBe('Brass & Glass');
      expect(collection.collectionProducts.length).toBeGreaterThanOrEqual(8);
      expect(collection.collectionProducts.every(({ product }) => product.finish === 'brass')).toBe(true);
      const [row] = (await catalog.db.query(
        `SELECT array_agg(cp.product_id::text ORDER BY cp.position) AS ids FROM collection_products cp
           JOIN collections c ON c.id = cp.collection_id WHERE c.slug = 'brass-and-glass'`,
      )) as [{ ids: string[] }];
      expect(collection.collectionProducts.map(({ product }) => product.id)).toEqual(row.ids);
    });

    it('rejects an unknown slug with CATALOG.COLLECTION_NOT_FOUND', async () => {
      await expect(
        catalog.rpc.send(CatalogPatterns.collectionBySlug, { slug: 'no-such-collection' }),
      ).rejects.toEqual({
        code: 'CATALOG.COLLECTION_NOT_FOUND',
        kind: 'not_found',
        message: "Collection 'no-such-collection' not found",
      });
    });
  });
});
