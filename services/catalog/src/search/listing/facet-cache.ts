import type { ProductFacets } from '@lumina/contracts';
import type { ListingCriteria } from './listing-criteria';

/**
 * Facet counts by what decides them: the term and the filters, not the sort or the page. A
 * shopper's Load More, or a sort change, reuses the counts the first page just computed instead
 * of asking the engine again; counting is by far the most expensive part of a listing (5× the
 * page itself on Meilisearch, far more on the PostgreSQL fallback). Entries live `ttlMs`, so
 * counts trail an index change by at most that; the oldest entries go first past `maxEntries`.
 */
export class FacetCache {
  private readonly entries = new Map<string, { facets: ProductFacets; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get(criteria: ListingCriteria): ProductFacets | undefined {
    if (this.ttlMs <= 0) return undefined;
    const key = facetKey(criteria);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.facets;
  }

  set(criteria: ListingCriteria, facets: ProductFacets): void {
    if (this.ttlMs <= 0) return;
    const key = facetKey(criteria);
    this.entries.delete(key);
    this.entries.set(key, { facets, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
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
