import {
  hasFilters,
  listingQueryParams,
  listingSearchParams,
  parseListingFilters,
  toggleOption,
  withoutFilters,
} from './listing-filters';

const CATEGORY = '7d1c6f1e-5b7a-4c33-9a2e-0c6d6f3b1a01';
const parse = (query: string) => parseListingFilters(new URLSearchParams(query));

describe('listing filters in the address', () => {
  it('reads every filter, the term and the sort under the API parameter names', () => {
    expect(
      parse(
        `q=%20brass%20lamp%20&category=${CATEGORY}&brand=aurelia-smart&brand=voltix&bulbType=E27&ipRating=IP44&finish=brass&features=smart&isDimmable=true&priceMin=20&priceMax=400&sortBy=price&sortOrder=asc`,
      ),
    ).toEqual({
      term: 'brass lamp',
      priceRange: [20, 400],
      categories: [CATEGORY],
      brands: ['aurelia-smart', 'voltix'],
      bulbTypes: ['E27'],
      ipRatings: ['IP44'],
      finishes: ['brass'],
      features: ['dimmable', 'smart'],
      sort: 'price-asc',
    });
  });

  it('falls back to no filter, the full price range and newest first', () => {
    expect(parse('')).toEqual({
      term: '',
      priceRange: [0, 1000],
      categories: [],
      brands: [],
      bulbTypes: [],
      ipRatings: [],
      finishes: [],
      features: [],
      sort: 'newest',
    });
  });

  it('drops values an old or edited link may carry', () => {
    const filters = parse(
      'category=indoor&brand=Not%20A%20Slug&bulbType=E40&finish=gold&features=dimmable&sortBy=price&sortOrder=sideways&priceMin=abc',
    );
    expect(filters).toMatchObject({
      categories: [],
      brands: [],
      bulbTypes: [],
      finishes: [],
      features: [],
      sort: 'newest',
      priceRange: [0, 1000],
    });
  });

  it('puts price bounds on the slider: steps of 10 within 0..1000, and a reversed range is ignored', () => {
    expect(parse('priceMin=-5&priceMax=5000').priceRange).toEqual([0, 1000]);
    expect(parse('priceMin=24&priceMax=996').priceRange).toEqual([20, 1000]);
    expect(parse('priceMin=500&priceMax=100').priceRange).toEqual([0, 1000]);
  });

  it('writes back what it read, leaving defaults out (spec §7: priceMin only above 0, priceMax only below 1000)', () => {
    const query = `q=lamp&category=${CATEGORY}&brand=voltix&finish=brass&features=rgb&isDimmable=true&priceMin=10&sortBy=title&sortOrder=asc`;
    expect(listingSearchParams(parse(query)).toString()).toBe(query);
    expect(
      listingSearchParams(parse('priceMin=0&priceMax=1000&sortBy=createdAt&sortOrder=desc')).toString(),
    ).toBe('');
  });

  it('asks the API with lists for repeated filters and always with a sort', () => {
    expect(listingQueryParams(parse('q=lamp&brand=a&brand=b&isDimmable=true&priceMax=300'))).toEqual({
      q: 'lamp',
      brand: ['a', 'b'],
      isDimmable: 'true',
      priceMax: '300',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('ticks and unticks an option, and clears filters but keeps the term and sort', () => {
    const filters = parse('q=lamp&sortBy=clickCount&sortOrder=desc&finish=brass');
    const ticked = toggleOption(filters, 'finishes', 'black');
    expect(ticked.finishes).toEqual(['brass', 'black']);
    expect(toggleOption(ticked, 'finishes', 'brass').finishes).toEqual(['black']);
    expect(hasFilters(filters)).toBe(true);
    const cleared = withoutFilters(ticked);
    expect(cleared).toMatchObject({ term: 'lamp', sort: 'popular', finishes: [] });
    expect(hasFilters(cleared)).toBe(false);
  });
});
