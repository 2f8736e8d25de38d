import type { ProductFacets, ProductListDto } from '@lumina/contracts';
import type { DataSource } from 'typeorm';
import type { ProductReadModel } from '../../products/product.read-model';
import { emptyFacets, type ListingCriteria } from './listing-criteria';
import { countsSql, pageSql, totalSql, type CountRow } from './postgres-listing.sql';

/**
 * Facet counting statements running at once, at most. Counting reads every matching row (hundreds
 * of ms on a big catalogue); unbounded, an outage's traffic would take every pooled connection and
 * the cheap page queries would queue behind them until requests time out.
 */
const MAX_COUNTING = 2;

/**
 * The listing from PostgreSQL alone, for when Meilisearch does not answer: same filters, sorts,
 * paging and facet counts; full-text search (English stemming) instead of typo-tolerant search.
 * Under load it degrades instead of failing: beyond MAX_COUNTING counts in flight, a listing comes
 * without `facets` (the sidebar then shows its options without numbers).
 */
export class PostgresProductSearch {
  private counting = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: ProductReadModel,
  ) {}

  /** With `knownFacets` (from FacetCache) only the page and the total are asked for. */
  async list(criteria: ListingCriteria, knownFacets?: ProductFacets): Promise<ProductListDto> {
    if (knownFacets || this.counting >= MAX_COUNTING) {
      const total = totalSql(criteria);
      const [products, [row]] = await Promise.all([
        this.reads.read(pageSql(criteria)),
        this.dataSource.query(total.sql, total.params) as Promise<[{ n: number }]>,
      ]);
      return { products, total: row.n, ...(knownFacets ? { facets: knownFacets } : {}) };
    }
    this.counting += 1;
    try {
      const counts = countsSql(criteria);
      const [products, rows] = await Promise.all([
        this.reads.read(pageSql(criteria)),
        this.dataSource.query(counts.sql, counts.params) as Promise<CountRow[]>,
      ]);
      return { products, ...toCounts(rows) };
    } finally {
      this.counting -= 1;
    }
  }
}

function toCounts(rows: CountRow[]): { total: number; facets: ProductFacets } {
  const facets = emptyFacets();
  let total = 0;
  for (const row of rows) {
    if (row.facet === 'total') total = row.n;
    else if (row.value !== null) facets[row.facet][row.value] = row.n;
  }
  return { total, facets };
}
