import type { CategoryDto } from '@lumina/contracts';
import { api } from '@/lib/api';

/** Catalogue reads. Products, brands, collections and guides endpoints are injected here too. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryDto[], void>({
      query: () => 'categories',
      providesTags: (result) => [
        ...(result ?? []).map((category) => ({ type: 'Category' as const, id: category.slug })),
        { type: 'Category' as const, id: 'LIST' },
      ],
    }),
    getCategory: build.query<CategoryDto, string>({
      query: (slug) => `categories/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Category', id: slug }],
    }),
  }),
});

export const { useGetCategoriesQuery, useGetCategoryQuery } = catalogApi;
