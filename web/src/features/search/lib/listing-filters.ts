import {
  BULB_TYPES,
  FINISHES,
  IP_RATINGS,
  PRICE_FILTER,
  DEALS_SORT_OPTION,
  PRODUCT_FEATURES,
  PRODUCT_SORT_OPTIONS,
  SEARCH_TERM_MAX_LENGTH,
  type ProductSortKey,
} from '@lumina/contracts';

/** The sorts a listing may use: the five of spec §9, and the deals page's best discount first. */
export type ListingSortKey = ProductSortKey | typeof DEALS_SORT_OPTION.key;
const SORT_OPTIONS = [...PRODUCT_SORT_OPTIONS, DEALS_SORT_OPTION] as const;

/**
 * The filter state of a listing (spec §3: priceRange, categories, brands, bulbTypes, ipRatings,
 * finishes, features; plus the term and the sort). It lives in the address, under the same
 * parameter names GET /api/products takes, so a shared link or a reload restores it and the
 * home page's partner link (`/search?brand=<slug>`) preselects a brand.
 */
export interface ListingFilters {
  /** The search term, trimmed and cut to SEARCH_TERM_MAX_LENGTH; '' when there is none. */
  term: string;
  /** True when the address's term was longer than the listing takes and was cut (the page says so). */
  termCut?: boolean;
  priceRange: readonly [number, number];
  /** Category ids. */
  categories: readonly string[];
  /** Brand slugs. */
  brands: readonly string[];
  bulbTypes: readonly string[];
  ipRatings: readonly string[];
  finishes: readonly string[];
  /** Stored feature values; 'dimmable' travels as isDimmable=true (spec §7). */
  features: readonly string[];
  sort: ListingSortKey;
}

/** The filter groups a shopper ticks options in. */
export type OptionGroup = 'categories' | 'brands' | 'bulbTypes' | 'ipRatings' | 'finishes' | 'features';

export const DEFAULT_SORT: ListingSortKey = PRODUCT_SORT_OPTIONS[0].key;

function sortOption(key: ListingSortKey) {
  return SORT_OPTIONS.find((option) => option.key === key) ?? PRODUCT_SORT_OPTIONS[0];
}
const FULL_RANGE: readonly [number, number] = [PRICE_FILTER.min, PRICE_FILTER.max];

/** Address parameter of each group (the API's names). */
const PARAM: Record<Exclude<OptionGroup, 'features'>, string> = {
  categories: 'category',
  brands: 'brand',
  bulbTypes: 'bulbType',
  ipRatings: 'ipRating',
  finishes: 'finish',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Values an address may carry for each group; anything else (an old or hand-edited link) is dropped. */
const ACCEPTS: Record<OptionGroup, (value: string) => boolean> = {
  categories: (value) => UUID.test(value),
  brands: (value) => SLUG.test(value),
  bulbTypes: (value) => (BULB_TYPES as readonly string[]).includes(value),
  ipRatings: (value) => (IP_RATINGS as readonly string[]).includes(value),
  finishes: (value) => (FINISHES as readonly string[]).includes(value),
  features: (value) => (PRODUCT_FEATURES as readonly string[]).includes(value),
};

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** A price bound from the address: a number on the slider's steps, clamped to its range. */
function priceBound(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  const stepped = Math.round(value / PRICE_FILTER.step) * PRICE_FILTER.step;
  return Math.min(PRICE_FILTER.max, Math.max(PRICE_FILTER.min, stepped));
}

/** `defaultSort`: the sort without sortBy in the address (the deals page: best discount first). */
export function parseListingFilters(search: URLSearchParams, defaultSort: ListingSortKey = DEFAULT_SORT): ListingFilters {
  const list = (group: Exclude<OptionGroup, 'features'>) =>
    unique(search.getAll(PARAM[group]).filter(ACCEPTS[group]));
  const features = unique(
    search.getAll('features').filter((value) => value !== 'dimmable' && ACCEPTS.features(value)),
  );
  const min = priceBound(search.get('priceMin'), PRICE_FILTER.min);
  const max = priceBound(search.get('priceMax'), PRICE_FILTER.max);
  const sortBy = search.get('sortBy');
  const sortOrder = search.get('sortOrder');
  const sort =
    SORT_OPTIONS.find((option) => option.sortBy === sortBy && option.sortOrder === sortOrder)?.key ?? defaultSort;
  const fullTerm = (search.get('q') ?? '').trim();
  const term = fullTerm.slice(0, SEARCH_TERM_MAX_LENGTH).trim();
  return {
    term,
    ...(term.length < fullTerm.length ? { termCut: true } : {}),
    priceRange: min <= max ? [min, max] : FULL_RANGE,
    categories: list('categories'),
    brands: list('brands'),
    bulbTypes: list('bulbTypes'),
    ipRatings: list('ipRatings'),
    finishes: list('finishes'),
    features: search.get('isDimmable') === 'true' ? ['dimmable', ...features] : features,
    sort,
  };
}

/** The address for the filters; defaults (full price range, newest first) are left out. */
export function listingSearchParams(filters: ListingFilters, defaultSort: ListingSortKey = DEFAULT_SORT): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.term) search.set('q', filters.term);
  for (const group of Object.keys(PARAM) as (keyof typeof PARAM)[])
    for (const value of filters[group]) search.append(PARAM[group], value);
  for (const feature of filters.features) if (feature !== 'dimmable') search.append('features', feature);
  if (filters.features.includes('dimmable')) search.set('isDimmable', 'true');
  // Spec §7: priceMin only when above 0, priceMax only when below 1000.
  if (filters.priceRange[0] > PRICE_FILTER.min) search.set('priceMin', String(filters.priceRange[0]));
  if (filters.priceRange[1] < PRICE_FILTER.max) search.set('priceMax', String(filters.priceRange[1]));
  if (filters.sort !== defaultSort) {
    const option = sortOption(filters.sort);
    search.set('sortBy', option.sortBy);
    search.set('sortOrder', option.sortOrder);
  }
  return search;
}

/** Parameters that may repeat (`brand=a&brand=b`), sent as lists. */
const LIST_PARAMS = new Set([...Object.values(PARAM), 'features']);

/** Parameters for GET /api/products: the address's, plus the sort, which is always sent. */
export function listingQueryParams(filters: ListingFilters, defaultSort: ListingSortKey = DEFAULT_SORT): Record<string, string | readonly string[]> {
  const search = listingSearchParams(filters, defaultSort);
  const params: Record<string, string | readonly string[]> = {};
  for (const key of new Set(search.keys()))
    params[key] = LIST_PARAMS.has(key) ? search.getAll(key) : (search.get(key) ?? '');
  const option = sortOption(filters.sort);
  params.sortBy = option.sortBy;
  params.sortOrder = option.sortOrder;
  return params;
}

export function toggleOption(filters: ListingFilters, group: OptionGroup, value: string): ListingFilters {
  const current = filters[group];
  return {
    ...filters,
    [group]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
  };
}

/** The same term and sort without any filter. */
export function withoutFilters(filters: ListingFilters): ListingFilters {
  return { ...parseListingFilters(new URLSearchParams(), filters.sort), term: filters.term, sort: filters.sort };
}

export function hasFilters(filters: ListingFilters): boolean {
  const { categories, brands, bulbTypes, ipRatings, finishes, features, priceRange } = filters;
  return (
    [categories, brands, bulbTypes, ipRatings, finishes, features].some((values) => values.length > 0) ||
    priceRange[0] > PRICE_FILTER.min ||
    priceRange[1] < PRICE_FILTER.max
  );
}
