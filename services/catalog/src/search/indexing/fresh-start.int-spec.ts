import { CatalogPatterns, type ProductListQuery } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
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
    const [row] = (await started.db.query(
      'SELECT count(*)::int AS n FROM products WHERE removed_at IS NULL AND retired_at IS NULL AND merged_into IS NULL',
    )) as [{ n: number }];
    const index = started.app.get(ProductIndex);
    const totals = new Set<number>();
    const listTotal = async () =>
      (await started.rpc.send(CatalogPatterns.productsList, { limit: 1 } as ProductListQuery)).total;
    const indexed = await eventually(
      async () => {
        totals.add(await listTotal());
        return index.documentCount().catch(() => undefined);
      },
      (count) => count === row.n,
      120_000,
    );
    expect(indexed).toBe(row.n);
    totals.add(await listTotal());
    expect([...totals]).toEqual([row.n]);
  }, 150_000);
});
