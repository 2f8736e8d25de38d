import {
  CatalogPatterns,
  PRODUCT_FACET_GROUPS,
  productListQuery,
  type ProductFacetGroup,
  type ProductListParams,
} from '@lumina/contracts';
import { startSearchCatalog, type SearchCatalog } from '../../testing/search-catalog';
import { toListingCriteria } from './listing-criteria';
import { PostgresProductSearch } from './postgres-product-search';

/** The facet counts of a listing, on Meilisearch and on the PostgreSQL fallback. */
describe('catalog.products.list facet counts', () => {
  let search: SearchCatalog;
  let indoorId: string;

  beforeAll(async () => {
    search = await startSearchCatalog('search-facets');
    const categories = await search.catalog.rpc.send(CatalogPatterns.categoriesList, {});
    indoorId = categories.find((c) => c.slug === 'indoor')!.id;
  }, 180_000);

  afterAll(() => search.close());

  /** The query with one value of `group` chosen instead of what the group had. */
  const narrowed = (params: ProductListParams, group: ProductFacetGroup, value: string): ProductListParams =>
    group === 'isDimmable' ? { ...params, isDimmable: value } : { ...params, [group]: [value] };

  it.each<[string, ProductListParams]>([
    ['no filter', {}],
    ['a term and a filter', { q: 'light', bulbType: ['E27'] }],
    [
      'several filters, one with two values',
      { brand: ['aurelia-smart', 'voltix'], isDimmable: 'true', priceMax: '80' },
    ],
  ])('match the totals of the listings they lead to (%s)', async (_name, params) => {
    const listing = await search.list({ ...params, limit: 1 });
    expect(Object.keys(listing.facets ?? {}).sort()).toEqual([...PRODUCT_FACET_GROUPS].sort());
    for (const group of PRODUCT_FACET_GROUPS) {
      const options = Object.entries(listing.facets![group]).slice(0, 3);
      for (const [value, facetCount] of options) {
        const chosen = await search.list({ ...narrowed(params, group, value), limit: 1 });
        expect({ group, value, count: chosen.total }).toEqual({ group, value, count: facetCount });
      }
    }
  });

  it('counts within the results for a group without a filter, and every option of a filtering group', async () => {
    const listing = await search.list({ bulbType: ['GU10'], limit: 1 });
    // bulbType filters: its counts ignore its own filter, so the other bulb types still show.
    expect(Object.keys(listing.facets!.bulbType).length).toBeGreaterThan(3);
    expect(listing.facets!.bulbType.GU10).toBe(listing.total);
    // finish does not filter: its counts add up to the results with a finish.
    const finishes = Object.values(listing.facets!.finish).reduce((sum, n) => sum + n, 0);
    expect(finishes).toBeLessThanOrEqual(listing.total);
    expect(finishes).toBeGreaterThan(0);
  });

  it.each<[string, ProductListParams]>([
    ['no filter', {}],
    ['the indoor group, brass or black, dimmable', { finish: ['brass', 'black'], isDimmable: 'true' }],
    ['price range and features', { priceMin: '20', priceMax: '300', features: ['smart', 'rgb'] }],
  ])('are the same on the PostgreSQL fallback (%s)', async (_name, params) => {
    const query = productListQuery.parse({
      ...params,
      ...(params.finish ? { category: [indoorId] } : {}),
      limit: 12,
    });
    const fromMeili = await search.list(query);
    const fromPostgres = await search.catalog.app.get(PostgresProductSearch).list(toListingCriteria(query));
    expect(fromPostgres.total).toBe(fromMeili.total);
    expect(fromPostgres.facets).toEqual(fromMeili.facets);
    // Newest first has no ties in the demo catalogue, so both engines give the same page.
    expect(fromPostgres.products.map((p) => p.id)).toEqual(fromMeili.products.map((p) => p.id));
  });
});
