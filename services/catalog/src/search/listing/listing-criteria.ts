import {
  PRODUCT_FACET_GROUPS,
  resolveSort,
  searchTermOf,
  type ProductFacetGroup,
  type ProductFacets,
  type ProductListQuery,
  type ResolvedSort,
} from '@lumina/contracts';

/** Values of one facet group; an empty list means the group does not filter. */
export type FacetSelection = Record<ProductFacetGroup, readonly (string | boolean)[]>;

/**
 * A listing request in the shape both search engines (Meilisearch and the PostgreSQL fallback)
 * work from: facet groups (ORed inside, ANDed across, each counted without its own filter) and
 * the plain conditions that always apply.
 */
export interface ListingCriteria {
  term?: string;
  facets: FacetSelection;
  /** Inclusive, in the catalogue currency (EUR). */
  priceMin?: number;
  priceMax?: number;
  exclude?: string;
  inStock?: boolean;
  /** Only products whose original price is above the price. */
  onSale?: boolean;
  merchantIds: readonly string[];
  sort: ResolvedSort;
  page: number;
  limit: number;
}

export function toListingCriteria(query: ProductListQuery): ListingCriteria {
  const term = searchTermOf(query);
  return {
    term,
    facets: {
      category: query.category,
      brand: query.brand,
      bulbType: query.bulbType,
      ipRating: query.ipRating,
      finish: query.finish,
      features: query.features,
      isDimmable: query.isDimmable === undefined ? [] : [query.isDimmable],
    },
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    exclude: query.exclude,
    inStock: query.inStock,
    onSale: query.onSale,
    merchantIds: query.merchant,
    sort: resolveSort(query, term),
    page: query.page,
    limit: query.limit,
  };
}

/** The groups that filter, in a fixed order. */
export function activeGroups(criteria: ListingCriteria): ProductFacetGroup[] {
  return PRODUCT_FACET_GROUPS.filter((group) => criteria.facets[group].length > 0);
}

export function emptyFacets(): ProductFacets {
  return { category: {}, brand: {}, bulbType: {}, ipRating: {}, finish: {}, features: {}, isDimmable: {} };
}

/** What a search engine answers: the page's ids in order, the total and (when asked) the facet counts. */
export interface ListingHits {
  ids: string[];
  total: number;
  facets?: ProductFacets;
}
