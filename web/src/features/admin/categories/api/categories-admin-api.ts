import type { AdminCategoryDto, CategoryCreate, CategoryFields, CategoryMove } from '@lumina/contracts';
import { api } from '@/lib/api';

/** What the form sends: every field (the server fills defaults for a create). */
export type CategoryInput = Partial<CategoryFields> & Pick<CategoryFields, 'slug' | 'name'>;

/** The admin category tree's calls (issue 29). Every write also refreshes the shop's category reads. */
export const categoriesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<AdminCategoryDto[], void>({
      query: () => 'admin/categories',
      providesTags: [{ type: 'Category', id: 'ADMIN' }],
    }),
    createCategory: build.mutation<AdminCategoryDto, CategoryInput & Pick<CategoryCreate, 'parentId'>>({
      query: (body) => ({ url: 'admin/categories', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Category', id: 'ADMIN' },
        { type: 'Category', id: 'LIST' },
      ],
    }),
    updateCategory: build.mutation<
      AdminCategoryDto,
      { id: string; changes: CategoryInput & { version: number } }
    >({
      query: ({ id, changes }) => ({
        url: `admin/categories/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: (result) => [
        { type: 'Category', id: 'ADMIN' },
        { type: 'Category', id: 'LIST' },
        ...(result ? [{ type: 'Category' as const, id: result.slug }] : []),
      ],
    }),
    moveCategory: build.mutation<AdminCategoryDto[], { id: string; move: CategoryMove }>({
      query: ({ id, move }) => ({
        url: `admin/categories/${encodeURIComponent(id)}/move`,
        method: 'POST',
        body: move,
      }),
      invalidatesTags: [
        { type: 'Category', id: 'ADMIN' },
        { type: 'Category', id: 'LIST' },
      ],
    }),
    deleteCategory: build.mutation<void, { id: string; moveProductsTo?: string }>({
      query: ({ id, moveProductsTo }) => ({
        url: `admin/categories/${encodeURIComponent(id)}${moveProductsTo ? `?moveProductsTo=${encodeURIComponent(moveProductsTo)}` : ''}`,
        method: 'DELETE',
      }),
      invalidatesTags: [
        { type: 'Category', id: 'ADMIN' },
        { type: 'Category', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetAdminCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useMoveCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesAdminApi;
