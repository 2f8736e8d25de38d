import { productListQuery } from '@lumina/contracts';
import { toListingCriteria } from './listing-criteria';
import { meiliFilters, meiliSort } from './meili-filters';

const criteria = (params: Record<string, unknown>) => toListingCriteria(productListQuery.parse(params));
const BRASS_OR_BLACK = 'finish IN ["brass", "black"]';

describe('meiliFilters', () => {
  it('ORs the values of a group and ANDs groups and bounds', () => {
    expect(
      meiliFilters(
        criteria({ finish: ['brass', 'black'], isDimmable: 'true', priceMin: '10', priceMax: '990' }),
      ),
    ).toEqual(['price >= 10', 'price <= 990', BRASS_OR_BLACK, 'isDimmable = true']);
  });

  it("leaves out one group's own filter for that group's counts", () => {
    const query = criteria({ finish: ['brass', 'black'], bulbType: 'E27' });
    expect(meiliFilters(query, 'finish')).toEqual(['bulbType IN ["E27"]']);
    expect(meiliFilters(query, 'bulbType')).toEqual([BRASS_OR_BLACK]);
  });

  it('maps the API names to the index attributes', () => {
    const id = '0b8f7a52-6c1b-4d0e-9d7e-2f1a3c4b5d6e';
    expect(meiliFilters(criteria({ category: id, brand: 'aurelia-smart', exclude: id }))).toEqual([
      `id != "${id}"`,
      `categoryIds IN ["${id}"]`,
      'brandSlug IN ["aurelia-smart"]',
    ]);
  });
});

describe('meiliSort', () => {
  it('sorts by relevance for a term without sortBy, newest first without either', () => {
    expect(meiliSort(criteria({ q: 'lamp' }))).toBeUndefined();
    expect(meiliSort(criteria({}))).toEqual(['createdAt:desc']);
  });

  it('defaults the order per field', () => {
    expect(meiliSort(criteria({ sortBy: 'price' }))).toEqual(['price:asc']);
    expect(meiliSort(criteria({ sortBy: 'clickCount' }))).toEqual(['clickCount:desc']);
    expect(meiliSort(criteria({ sortBy: 'title', sortOrder: 'desc' }))).toEqual(['title:desc']);
  });
});
