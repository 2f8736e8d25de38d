import type { ProductFacets, ProductListDto } from '@lumina/contracts';
import type { DataSource } from 'typeorm';
import type { ProductReadModel } from '../../products/product.read-model';
import { emptyFacets, type ListingCriteria } from './listing-criteria';
import { countsSql, pageSql, totalSql, type CountRow } from './postgres-listing.sql';

/**
 * The listing from PostgreSQL alone, for when Meilisearch does not answer: same filters, sorts,
 * paging and facet counts; full-text search (English stemming) instead of typo-tolerant search.
 */
export class PostgresProductSearch {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: ProductReadModel,
  ) {}

  /** With `knownFacets` (from FacetCache) only the page and the total are asked for. */
  async list(criteria: ListingCriteria, knownFacets?: ProductFacets): Promise<ProductListDto> {
    if (knownFacets) {
      const total = totalSql(criteria);
      const [products, [row]] = await Promise.all([
        this.reads.read(pageSql(criteria)),
        this.dataSource.query(total.sql, total.params) as Promise<[{ n: number }]>,
      ]);
      return { products, total: row.n, facets: knownFacets };
    }
    const counts = countsSql(criteria);
    const [products, rows] = await Promise.all([
      this.reads.read(pageSql(criteria)),
      this.dataSource.query(counts.sql, counts.params) as Promise<CountRow[]>,
    ]);
    const facets = emptyFacets();
    let total = 0;
    for (const row of rows) {
      if (row.facet === 'total') total = row.n;
      else if (row.value !== null) facets[row.facet][row.value] = row.n;
    }
    return { products, total, facets };
  }
}
