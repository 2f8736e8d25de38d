import { productListQuery, type ProductFacets } from '@lumina/contracts';
import { FacetCache } from './facet-cache';
import { toListingCriteria } from './listing-criteria';

const criteria = (params: Record<string, unknown>) => toListingCriteria(productListQuery.parse(params));
const FACETS: ProductFacets = {
  category: {},
  brand: { voltix: 3 },
  bulbType: {},
  ipRating: {},
  finish: {},
  features: {},
  isDimmable: {},
};

describe('FacetCache', () => {
  let now = 0;
  beforeEach(() => (now = 1_000));

  it('serves the counts of the same term and filters, whatever the sort, page or value order', () => {
    const cache = new FacetCache(10_000, 10, () => now);
    cache.set(criteria({ q: 'lamp', brand: ['a', 'b'], page: 1 }), FACETS);
    expect(cache.get(criteria({ q: 'lamp', brand: ['b', 'a'], page: 3, sortBy: 'price' }))).toBe(FACETS);
    expect(cache.get(criteria({ q: 'lamp', brand: ['a'] }))).toBeUndefined();
    expect(cache.get(criteria({ q: 'lamp', brand: ['a', 'b'], priceMax: 100 }))).toBeUndefined();
  });

  it('forgets counts after their time to live, and keeps at most maxEntries', () => {
    const cache = new FacetCache(10_000, 2, () => now);
    cache.set(criteria({ q: 'a' }), FACETS);
    cache.set(criteria({ q: 'b' }), FACETS);
    cache.set(criteria({ q: 'c' }), FACETS);
    expect(cache.get(criteria({ q: 'a' }))).toBeUndefined();
    expect(cache.get(criteria({ q: 'c' }))).toBe(FACETS);
    now += 10_000;
    expect(cache.get(criteria({ q: 'c' }))).toBeUndefined();
  });

  it('caches nothing with a time to live of 0', () => {
    const cache = new FacetCache(0);
    cache.set(criteria({}), FACETS);
    expect(cache.get(criteria({}))).toBeUndefined();
  });
});
