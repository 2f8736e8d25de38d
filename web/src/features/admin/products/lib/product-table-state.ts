/**
 * The admin products table's state (spec "Admin products", §5, §7): search term, category, brand
 * and merchant filters, sort, page and the Active/Removed status. It lives in the address, so a
 * reload, the back button or a shared link show the same table; defaults are left out of it.
 */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
/** Spec §5: the search box waits this long after the last keystroke. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 500;

export type AdminSortBy = 'createdAt' | 'price';
export type AdminSortOrder = 'asc' | 'desc';
export type AdminProductStatus = 'active' | 'removed';

export interface ProductTableState {
  search: string;
  /** Category id. */
  category: string;
  /** Brand slug. */
  brand: string;
  /** Merchant id. */
  merchant: string;
  page: number;
  sortBy: AdminSortBy;
  sortOrder: AdminSortOrder;
  status: AdminProductStatus;
}

export const DEFAULT_TABLE_STATE: ProductTableState = {
  search: '',
  category: '',
  brand: '',
  merchant: '',
  page: 1,
  sortBy: 'createdAt',
  sortOrder: 'desc',
  status: 'active',
};

const MAX_PAGE = 10_000;

/** The table's state from the address; anything malformed falls back to its default. */
export function parseTableState(params: URLSearchParams): ProductTableState {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const page = Number(params.get('page'));
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  return {
    search: text('search'),
    category: text('category'),
    brand: text('brand'),
    merchant: text('merchant'),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sortBy: sortBy === 'price' || sortBy === 'createdAt' ? sortBy : DEFAULT_TABLE_STATE.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_TABLE_STATE.sortOrder,
    status: params.get('status') === 'removed' ? 'removed' : 'active',
  };
}

/** The address's query for `state`: only what differs from the defaults, in a stable order. */
export function tableSearchParams(state: ProductTableState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'category', 'brand', 'merchant', 'sortBy', 'sortOrder', 'status', 'page'] as const) {
    if (state[key] !== DEFAULT_TABLE_STATE[key]) params.set(key, String(state[key]));
  }
  return params;
}

/**
 * The state after a change. Spec §5: a new search term, filter or sort starts again at page 1;
 * only a page change keeps the rest and moves the page.
 */
export function changeTableState(state: ProductTableState, change: Partial<ProductTableState>): ProductTableState {
  if (Object.keys(change).length === 1 && change.page !== undefined) return { ...state, page: change.page };
  return { ...state, ...change, page: 1 };
}

/** Whether a search term or a filter narrows the list (the empty state's text and Clear Filters depend on it). */
export function hasFilters(state: ProductTableState): boolean {
  return state.search !== '' || state.category !== '' || state.brand !== '' || state.merchant !== '';
}

/** Clear Filters: no term, no filters, first page; the sort and status stay. */
export function clearFilters(state: ProductTableState): ProductTableState {
  return { ...state, search: '', category: '', brand: '', merchant: '', page: 1 };
}

/**
 * `GET /api/products` with the admin query (spec §7): search, filters, page, limit=20, sort, and
 * always the status, which makes it the admin listing (PostgreSQL, current right after an edit,
 * behind products:read) even without a search term or merchant.
 */
export function adminProductsQuery(state: ProductTableState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.category) params.set('category', state.category);
  if (state.brand) params.set('brand', state.brand);
  if (state.merchant) params.set('merchant', state.merchant);
  params.set('page', String(state.page));
  params.set('limit', String(ADMIN_PRODUCTS_PAGE_SIZE));
  params.set('sortBy', state.sortBy);
  params.set('sortOrder', state.sortOrder);
  params.set('status', state.status);
  return params.toString();
}

/** How many pages `total` products fill (at least one, so 'page 1 of 1' for an empty list). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE));
}
