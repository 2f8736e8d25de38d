/**
 * The listing's sort options, price range and facet groups (spec §9): plain values, no zod, so
 * the web can import them without the validation code (product-list-query.ts has the schema).
 */

/** `discount`: (originalPrice − price) / originalPrice, 0 when not on sale (the deals page: best discount first). */
export const PRODUCT_SORT_FIELDS = ['createdAt', 'price', 'title', 'clickCount', 'discount'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export type ProductSortOrder = 'asc' | 'desc';

/** The five sort options of the sort dropdown (spec §9), in display order; the first is the default. */
export const PRODUCT_SORT_OPTIONS = [
  { key: 'newest', sortBy: 'createdAt', sortOrder: 'desc' },
  { key: 'price-asc', sortBy: 'price', sortOrder: 'asc' },
  { key: 'price-desc', sortBy: 'price', sortOrder: 'desc' },
  { key: 'title-asc', sortBy: 'title', sortOrder: 'asc' },
  { key: 'popular', sortBy: 'clickCount', sortOrder: 'desc' },
] as const satisfies readonly { key: string; sortBy: ProductSortField; sortOrder: ProductSortOrder }[];
export type ProductSortKey = (typeof PRODUCT_SORT_OPTIONS)[number]['key'];

/** The deals page's own first sort option: best discount first (ARCHITECTURE §11). */
export const DEALS_SORT_OPTION = { key: 'discount', sortBy: 'discount', sortOrder: 'desc' } as const;

/** Longest search term the listing takes; the web cuts a longer one and says so. */
export const SEARCH_TERM_MAX_LENGTH = 200;

/** Catalogue slugs: lower-case words joined by hyphens (categories, collections, guides, products, brands). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** Whether a value can be a catalogue slug: an address outside these rules is a 404, never a request. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** The price slider's range and step (spec §5, §9), in the catalogue currency (EUR). */
export const PRICE_FILTER = { min: 0, max: 1000, step: 10 } as const;

/** The filter groups that carry facet counts in a listing reply, in sidebar order. */
export const PRODUCT_FACET_GROUPS = [
  'category',
  'brand',
  'bulbType',
  'ipRating',
  'finish',
  'features',
  'isDimmable',
] as const;
export type ProductFacetGroup = (typeof PRODUCT_FACET_GROUPS)[number];
