import {
  adminProductsQuery,
  changeTableState,
  clearFilters,
  DEFAULT_TABLE_STATE,
  hasFilters,
  pageCount,
  parseTableState,
  tableSearchParams,
} from './product-table-state';

describe('admin products table state', () => {
  it('reads the address, falling back to the defaults for anything missing or malformed', () => {
    expect(parseTableState(new URLSearchParams(''))).toEqual(DEFAULT_TABLE_STATE);
    expect(parseTableState(new URLSearchParams('search=%20lamp%20&brand=philips&page=3&sortBy=price&sortOrder=asc&status=removed'))).toEqual({
      ...DEFAULT_TABLE_STATE,
      search: 'lamp',
      brand: 'philips',
      page: 3,
      sortBy: 'price',
      sortOrder: 'asc',
      status: 'removed',
    });
    expect(parseTableState(new URLSearchParams('page=-2&sortBy=title&sortOrder=up&status=x'))).toEqual(DEFAULT_TABLE_STATE);
    expect(parseTableState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(tableSearchParams(DEFAULT_TABLE_STATE).toString()).toBe('');
    const state = { ...DEFAULT_TABLE_STATE, search: 'wall light', category: 'c1', merchant: 'm1', page: 2, sortBy: 'price' as const };
    const params = tableSearchParams(state);
    expect(params.toString()).toBe('search=wall+light&category=c1&merchant=m1&sortBy=price&page=2');
    expect(parseTableState(params)).toEqual(state);
  });

  it('starts again at page 1 on any search, filter, sort or status change, and keeps the rest on a page change', () => {
    const onPage3 = { ...DEFAULT_TABLE_STATE, brand: 'philips', page: 3 };
    expect(changeTableState(onPage3, { search: 'lamp' })).toEqual({ ...onPage3, search: 'lamp', page: 1 });
    expect(changeTableState(onPage3, { category: 'c1' }).page).toBe(1);
    expect(changeTableState(onPage3, { merchant: 'm1' }).page).toBe(1);
    expect(changeTableState(onPage3, { sortBy: 'price', sortOrder: 'asc' })).toEqual({ ...onPage3, sortBy: 'price', sortOrder: 'asc', page: 1 });
    expect(changeTableState(onPage3, { status: 'removed' }).page).toBe(1);
    expect(changeTableState(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('knows when filters narrow the list and clears them keeping sort and status', () => {
    expect(hasFilters(DEFAULT_TABLE_STATE)).toBe(false);
    expect(hasFilters({ ...DEFAULT_TABLE_STATE, sortBy: 'price', status: 'removed' })).toBe(false);
    const filtered = { ...DEFAULT_TABLE_STATE, search: 'x', brand: 'b', page: 2, sortBy: 'price' as const, status: 'removed' as const };
    expect(hasFilters(filtered)).toBe(true);
    expect(clearFilters(filtered)).toEqual({ ...DEFAULT_TABLE_STATE, sortBy: 'price', status: 'removed' });
  });

  it('asks the API with the spec’s admin query: limit 20, sort by createdAt desc by default', () => {
    expect(adminProductsQuery(DEFAULT_TABLE_STATE)).toBe('page=1&limit=20&sortBy=createdAt&sortOrder=desc&status=active');
    expect(
      adminProductsQuery({ ...DEFAULT_TABLE_STATE, search: 'lamp', category: 'c1', brand: 'philips', merchant: 'm1', page: 2, sortBy: 'price', sortOrder: 'asc', status: 'removed' }),
    ).toBe('search=lamp&category=c1&brand=philips&merchant=m1&page=2&limit=20&sortBy=price&sortOrder=asc&status=removed');
  });

  it('counts pages of 20, at least one', () => {
    expect([0, 1, 20, 21, 100].map(pageCount)).toEqual([1, 1, 1, 2, 5]);
  });
});
