import type { ProductFacets } from '@lumina/contracts';
import { ReadCache } from '../../products/product-read.cache';
import type { ListingCriteria } from './listing-criteria';

/**
 * Facet counts by what decides them: the term and the filters, not the sort or the page. A
 * shopper's Load More, or a sort change, reuses the counts the first page just computed instead
 * of asking the engine again; counting is by far the most expensive part of a listing (5× the
 * page itself on Meilisearch, far more on the PostgreSQL fallback). Entries live `ttlMs`, so
 * counts trail an index change by at most that; the oldest entries go first past `maxEntries`.
 */
export class FacetCache {
  private readonly cache: ReadCache<ProductFacets>;

  constructor(ttlMs: number, maxEntries = 2000, now: () => number = Date.now) {
    this.cache = new ReadCache(ttlMs, maxEntries, now);
  }

  get(criteria: ListingCriteria): ProductFacets | undefined {
    return this.cache.get(facetKey(criteria));
  }

  set(criteria: ListingCriteria, facets: ProductFacets): void {
    this.cache.set(facetKey(criteria), facets);
  }
}

/** The criteria that change counts, with list order normalised (brand=a&brand=b is brand=b&brand=a). */
export function facetKey(criteria: ListingCriteria): string {
  const sorted = (values: readonly (string | boolean)[]) => [...values].map(String).sort();
  return JSON.stringify([
    criteria.term ?? null,
    criteria.priceMin ?? null,
    criteria.priceMax ?? null,
    criteria.exclude ?? null,
    criteria.inStock ?? null,
    sorted(criteria.merchantIds),
    Object.entries(criteria.facets)
      .map(([group, values]) => [group, sorted(values)] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  ]);
}
