import type { BrandDto, ProductDto, ProductListDto } from '@lumina/contracts';
import { api } from '@/lib/api';

/** Extra listing parameters (filters, sort) a screen adds to GET /api/products; undefined ones are not sent. */
export type ListingParams = Readonly<Record<string, string | number | boolean | undefined>>;

export interface ProductListingArg {
  /** Category id (spec §7: `category={id}`). */
  category?: string;
  limit: number;
  params?: ListingParams;
}

export interface RelatedProductsArg {
  category: string;
  limit: number;
}

function listingParams(arg: ProductListingArg, page: number): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  if (arg.category) params.category = arg.category;
  for (const [key, value] of Object.entries(arg.params ?? {})) if (value !== undefined && value !== '') params[key] = value;
  params.page = page;
  params.limit = arg.limit;
  return params;
}

/** How many products the listing has shown after `pages`. */
export function shownCount(pages: readonly ProductListDto[]): number {
  return pages.reduce((sum, page) => sum + page.products.length, 0);
}

/** Product reads (spec §7). */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductDto, string>({
      query: (slug) => `products/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Product', id: slug }],
    }),
    getFeaturedProducts: build.query<ProductDto[], void>({
      query: () => 'products/featured',
      providesTags: [{ type: 'Product', id: 'FEATURED' }],
    }),
    getRelatedProducts: build.query<ProductListDto, RelatedProductsArg>({
      query: ({ category, limit }) => ({ url: 'products', params: { category, limit } }),
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
      query: ({ queryArg, pageParam }) => ({ url: 'products', params: listingParams(queryArg, pageParam) }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getBrands: build.query<BrandDto[], void>({
      query: () => 'brands',
      providesTags: [{ type: 'Brand', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetProductQuery,
  useGetFeaturedProductsQuery,
  useGetRelatedProductsQuery,
  useGetProductListingInfiniteQuery,
  useGetBrandsQuery,
} = productsApi;
