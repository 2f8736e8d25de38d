import { z } from '../zod';
import { BULB_TYPES, FINISHES, IP_RATINGS, PRODUCT_FEATURES } from './product-options';
import { PRODUCT_SORT_FIELDS, SEARCH_TERM_MAX_LENGTH, type ProductSortField, type ProductSortOrder } from './product-list-options';
import { slugSchema } from './catalog.rpc';

/**
 * `GET /api/products` (spec §7) and the `catalog.products.list` payload: the BFF parses the query
 * string, forwards what it parsed, and the handler parses it again, so every field accepts both
 * its query-string text and its parsed value.
 *
 * A filter may repeat (`brand=a&brand=b`): values of one group are ORed, groups are ANDed. A single
 * value is a one-element group, exactly as the spec's clients send it. Unknown parameters are
 * dropped, so a client adding one never gets a 400; a known one with a bad value always does.
 */

/** Most values one filter group may list; more is a malformed request, not a shopper. */
const MAX_VALUES_PER_FILTER = 50;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** One value or several (`?a=1&a=2` arrives as an array); blank entries mean "not given". */
function repeated<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null) return [];
    return (Array.isArray(value) ? value : [value]).filter((entry) => entry !== '');
  }, z.array(item).max(MAX_VALUES_PER_FILTER));
}

const price = z.preprocess(blankToUndefined, z.coerce.number().min(0).max(1_000_000).optional());

/** `true`/`false` from a query string, or a boolean already parsed by the BFF. */
const flag = z.preprocess(
  blankToUndefined,
  z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]).optional(),
);

const term = z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_TERM_MAX_LENGTH).optional());

export const productListQuery = z
  .object({
    /** Category ids: the six product types or indoor/outdoor/smart. */
    category: repeated(z.uuid()),
    /** A product id to leave out: the product whose page shows the related products. */
    exclude: z.preprocess(blankToUndefined, z.uuid().optional()),
    /** Full-text term (typo tolerant on Meilisearch). */
    q: term,
    /** The admin table's name for `q` (spec §7). */
    search: term,
    /** Inclusive bounds on the price in the catalogue currency (EUR), as a decimal. */
    priceMin: price,
    priceMax: price,
    /** Brands by slug (the partner link sends `brand=<slug>`) or by id (the admin's brand list, API clients). */
    brand: repeated(z.union([z.uuid(), slugSchema])),
    bulbType: repeated(z.enum(BULB_TYPES)),
    ipRating: repeated(z.enum(IP_RATINGS)),
    finish: repeated(z.enum(FINISHES)),
    /** Stored feature values (`smart`, `motion-sensor`, …); Dimmable is also `isDimmable=true`. */
    features: repeated(z.enum(PRODUCT_FEATURES)),
    isDimmable: flag,
    inStock: flag,
    /** Only products on sale: an original price above the price (the deals page). */
    onSale: flag,
    /** Merchant ids (admin table). */
    merchant: repeated(z.uuid()),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(12),
    /** Without it: relevance when there is a term, newest first otherwise. */
    sortBy: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORT_FIELDS).optional()),
    /** Without it: ascending for price and title, descending for createdAt and clickCount. */
    sortOrder: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).optional()),
  })
  .refine(
    (query) =>
      query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax,
    {
      message: 'priceMin must not be above priceMax',
      path: ['priceMin'],
    },
  );
export type ProductListQuery = z.infer<typeof productListQuery>;
/** A field as a caller may send it: its parsed value or its query-string text; a filter as one value or several. */
type SentValue<T> = T extends readonly (infer Item)[] ? Item | readonly Item[] | string | readonly string[] : T | string;
/**
 * What a caller may send (every filter optional), e.g. `{ category: [id], limit: 4 }`. Not
 * `z.input<…>`: the preprocessed fields make that every key a required `unknown`.
 */
export type ProductListParams = { [K in keyof ProductListQuery]?: SentValue<ProductListQuery[K]> };

/** The sort a listing query asks for; `relevance` only when there is a term and no sortBy. */
export type ResolvedSort =
  { kind: 'relevance' } | { kind: 'field'; field: ProductSortField; order: ProductSortOrder };

export function resolveSort(
  query: Pick<ProductListQuery, 'sortBy' | 'sortOrder'>,
  term: string | undefined,
): ResolvedSort {
  if (query.sortBy === undefined && term !== undefined) return { kind: 'relevance' };
  const field = query.sortBy ?? 'createdAt';
  const order = query.sortOrder ?? (field === 'price' || field === 'title' ? 'asc' : 'desc');
  // (discount, like clickCount and createdAt, defaults to descending: the best deal first.)
  return { kind: 'field', field, order };
}

/** The search term of a query: `q`, else the admin's `search`. */
export function searchTermOf(query: Pick<ProductListQuery, 'q' | 'search'>): string | undefined {
  const value = query.q ?? query.search;
  return value === undefined || value.length === 0 ? undefined : value;
}
