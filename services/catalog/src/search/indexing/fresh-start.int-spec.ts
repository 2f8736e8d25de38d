import { CatalogPatterns, type ProductListQuery } from '@lumina/contracts';
import { ProductIndex } from '../index/product-index';
import { startCatalogForTest, type CatalogHarness } from '../../testing/catalog-harness';

/**
 * A fresh start (demo seed, no products index yet): while the index is built, listings must come
 * from PostgreSQL or from the whole index, never from an index still being filled.
 */
describe('listings right after a fresh start', () => {
  let catalog: CatalogHarness | undefined;

  afterAll(() => catalog?.close());

  it('count every product at every moment until the index is built', async () => {
    const started = await startCatalogForTest('fresh-start');
    catalog = started;
    const [row] = (await started.db.query('SELECT count(*)::int AS n FROM products')) as [{ n: number }];
    const index = started.app.get(ProductIndex);
    const totals = new Set<number>();
    const deadline = Date.now() + 120_000;
    while ((await index.documentCount().catch(() => undefined)) !== row.n) {
      if (Date.now() > deadline) throw new Error('the products index was not built within 120 s');
      const listing = await started.rpc.send(CatalogPatterns.productsList, { limit: 1 } as ProductListQuery);
      totals.add(listing.total);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const listing = await started.rpc.send(CatalogPatterns.productsList, { limit: 1 } as ProductListQuery);
    totals.add(listing.total);
    expect([...totals]).toEqual([row.n]);
  }, 150_000);
});
