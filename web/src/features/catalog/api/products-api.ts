import type { BrandListItemDto, DeliveryCountry, PriceHistoryDto, ProductDetailDto, ProductDto, ProductListDto } from '@lumina/contracts';
import { api } from '@/lib/api';

/**
 * Extra listing parameters (filters, sort) a screen adds to GET /api/products; undefined ones are
 * not sent, a list is sent as a repeated parameter (`brand=a&brand=b`: a or b).
 */
export type ListingParams = Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;

export interface ProductListingArg {
  /** Category id (spec §7: `category={id}`). */
  category?: string;
  limit: number;
  params?: ListingParams;
}

/** A product page: its offers for the 'Deliver to' country, its text in the page's language. */
export interface ProductPageArg {
  slug: string;
  country: string;
  language: string;
}

export interface RelatedProductsArg {
  category: string;
  /** The product whose page shows them (the server leaves it out; the page filters it again). */
  exclude: string;
  limit: number;
}

/** The query string of one page (built here because fetchBaseQuery would join a list with commas). */
function listingQuery(arg: ProductListingArg, page: number): string {
  const search = new URLSearchParams();
  if (arg.category) search.append('category', arg.category);
  for (const [key, value] of Object.entries(arg.params ?? {})) {
    if (typeof value === 'object') for (const item of value) search.append(key, item);
    else if (value !== undefined && value !== '') search.append(key, String(value));
  }
  search.set('page', String(page));
  search.set('limit', String(arg.limit));
  return `products?${search.toString()}`;
}

/** How many products the listing has shown after `pages`. */
export function shownCount(pages: readonly ProductListDto[]): number {
  return pages.reduce((sum, page) => sum + page.products.length, 0);
}

/** Product reads (spec §7). */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductDetailDto, ProductPageArg>({
      query: ({ slug, country, language }) => ({ url: `products/${encodeURIComponent(slug)}`, params: { country, language } }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Product', id: slug }],
    }),
    /** The price chart's days (30, 90 or 365) with totals to the page's 'Deliver to' country. */
    getPriceHistory: build.query<PriceHistoryDto, { slug: string; days: number; country: DeliveryCountry }>({
      query: ({ slug, days, country }) => ({ url: `products/${encodeURIComponent(slug)}/price-history`, params: { days, country } }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Product', id: slug }],
    }),
    getFeaturedProducts: build.query<ProductDto[], void>({
      query: () => 'products/featured',
      providesTags: [{ type: 'Product', id: 'FEATURED' }],
    }),
    getRelatedProducts: build.query<ProductListDto, RelatedProductsArg>({
      query: ({ category, exclude, limit }) => ({ url: 'products', params: { category, exclude, limit } }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /**
     * A paged listing (category page; the search screen adds its filters and sort through
     * `params`). Load More fetches the next page while `total` exceeds the products shown
     * (spec §4); a new argument (filter or sort change) starts again at page 1.
     */
    getProductListing: build.infiniteQuery<ProductListDto, ProductListingArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, allPages, lastPageParam) =>
          lastPage.total > shownCount(allPages) && lastPage.products.length > 0 ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => listingQuery(queryArg, pageParam),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getBrands: build.query<BrandListItemDto[], void>({
      query: () => 'brands',
      providesTags: [{ type: 'Brand', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetProductQuery,
  useGetPriceHistoryQuery,
  useGetFeaturedProductsQuery,
  useGetRelatedProductsQuery,
  useGetProductListingInfiniteQuery,
  useGetBrandsQuery,
} = productsApi;
