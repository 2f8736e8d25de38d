import {
  CatalogPatterns,
  type ProductListDto,
  type ProductListParams,
  type ProductListQuery,
} from '@lumina/contracts';
import { ProductIndex } from '../search/index/product-index';
import { eventually } from '@lumina/platform/testing';
import { startCatalogForTest, type CatalogHarness, type CatalogTestOptions } from './catalog-harness';
import { listedProduct } from '../products/listed-product';

export interface SearchCatalog {
  catalog: CatalogHarness;
  index: ProductIndex;
  /** `catalog.products.list` as the BFF sends it (the handler parses the payload again). */
  list(params: ProductListParams): Promise<ProductListDto>;
  /** Number of products the shop lists (PostgreSQL, less those removed by an admin or retired by their feed). */
  productCount(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The real catalog on a key prefix of its own, so it builds its own products index at start;
 * resolves once that index holds every product.
 */
export async function startSearchCatalog(
  suite: string,
  overrides: Record<string, string> = {},
  options: CatalogTestOptions = {},
): Promise<SearchCatalog> {
  const catalog = await startCatalogForTest(suite, overrides, options);
  const index = catalog.app.get(ProductIndex);
  const productCount = async () => {
    // Other suites share the database and may have removed or retired a product: those are not indexed.
    const [row] = (await catalog.db.query(
      `SELECT count(*)::int AS n FROM products WHERE ${listedProduct('')}`,
    )) as [{ n: number }];
    return row.n;
  };
  const expected = await productCount();
  const indexed = await eventually(() => index.documentCount().catch(() => undefined), (count) => count === expected, 120_000);
  if (indexed !== expected) throw new Error(`the products index holds ${indexed} of ${expected} products after 120 s`);
  return {
    catalog,
    index,
    list: (params) => catalog.rpc.send(CatalogPatterns.productsList, params as ProductListQuery),
    productCount,
    close: () => catalog.close(),
  };
}
