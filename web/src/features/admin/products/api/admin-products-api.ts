import type { AdminProductDto, AdminProductListDto, BadgeDto, IngestLogDto, MerchantDto } from '@lumina/contracts';
import { api } from '@/lib/api';
import { adminProductsQuery, type ProductTableState } from '../lib/product-table-state';

export type { AdminProductDto };

/** `PUT /api/admin/products/:id` (adminProductUpdateSchema): prices as decimal strings, like every price in the API. */
export interface AdminProductUpdate {
  title: string;
  price: string;
  originalPrice: string | null;
  isInStock: boolean;
  shortDescription: string | null;
  longDescription: string | null;
  /** Badge ids. */
  badges: string[];
  featured: boolean;
}

/** A merchant as the filter needs it. */
export type MerchantOption = Pick<MerchantDto, 'id' | 'name'>;

/** The admin products table and its row actions (issue 9). */
export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductListDto, ProductTableState>({
      query: (state) => `products?${adminProductsQuery(state)}`,
      providesTags: (result) => [
        ...(result?.products ?? []).map((product) => ({ type: 'AdminProduct' as const, id: product.id })),
        { type: 'AdminProduct' as const, id: 'LIST' },
      ],
    }),
    getAdminProduct: build.query<AdminProductDto, string>({
      query: (id) => `admin/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminProduct', id }],
    }),
    updateAdminProduct: build.mutation<AdminProductDto, { id: string; update: AdminProductUpdate }>({
      query: ({ id, update }) => ({ url: `admin/products/${encodeURIComponent(id)}`, method: 'PUT', body: update }),
      // The shop's own caches of products (cards, pages, search) hold the old version too.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'AdminProduct', id }, { type: 'AdminProduct', id: 'LIST' }, 'Product']),
    }),
    deleteAdminProduct: build.mutation<void, string>({
      query: (id) => ({ url: `admin/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'AdminProduct', id }, { type: 'AdminProduct', id: 'LIST' }, 'Product']),
    }),
    restoreAdminProduct: build.mutation<unknown, string>({
      query: (id) => ({ url: `admin/products/${encodeURIComponent(id)}/restore`, method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'AdminProduct', id }, { type: 'AdminProduct', id: 'LIST' }, 'Product']),
    }),
    /** Every badge, for the edit form's choices (GET /api/admin/badges). */
    getAdminBadges: build.query<BadgeDto[], void>({
      query: () => 'admin/badges',
    }),
    /**
     * The merchant filter's choices (GET /api/merchants, spec §7). Until that route exists, or when
     * it fails, the dropdown is simply empty: the table works without it.
     */
    getMerchantOptions: build.query<MerchantOption[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('merchants');
        const body = result.data as MerchantDto[] | { merchants?: MerchantDto[] } | undefined;
        const list = Array.isArray(body) ? body : (body?.merchants ?? []);
        return { data: list.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)) };
      },
      providesTags: [{ type: 'Merchant', id: 'OPTIONS' }],
    }),
    /** 'Import CSV': the file as multipart, for a normal ingest run of that merchant (issue 10 item 8). */
    importFeedFile: build.mutation<{ logId: string; log: IngestLogDto }, { merchantId: string; file: File }>({
      query: ({ merchantId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `ingest/${encodeURIComponent(merchantId)}/upload`, method: 'POST', body };
      },
      invalidatesTags: [{ type: 'IngestLog', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useUpdateAdminProductMutation,
  useDeleteAdminProductMutation,
  useRestoreAdminProductMutation,
  useGetMerchantOptionsQuery,
  useGetAdminBadgesQuery,
  useImportFeedFileMutation,
} = adminProductsApi;
