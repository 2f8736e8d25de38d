import type { CategoryDto } from '@lumina/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useIntl } from 'react-intl';
import { api } from '@/lib/api';

/** A category's address and the language its texts are asked in (the page's own). */
export interface CategoryArg {
  slug: string;
  language: string;
}

/** Catalogue reads. Products, brands, collections and guides endpoints are injected here too. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The shown categories in tree order, texts in the language given (categories are admin-edited rows). */
    getCategories: build.query<CategoryDto[], string>({
      query: (language) => `categories?language=${encodeURIComponent(language)}`,
      providesTags: (result) => [
        ...(result ?? []).map((category) => ({ type: 'Category' as const, id: category.slug })),
        { type: 'Category' as const, id: 'LIST' },
      ],
    }),
    getCategory: build.query<CategoryDto, CategoryArg>({
      query: ({ slug, language }) =>
        `categories/${encodeURIComponent(slug)}?language=${encodeURIComponent(language)}`,
      providesTags: (_result, _error, { slug }) => [{ type: 'Category', id: slug }],
    }),
  }),
});

/** The shop's categories in the page's language (the server renderer asks with the same argument). */
export function useGetCategoriesQuery(skip?: typeof skipToken) {
  const { locale } = useIntl();
  return catalogApi.useGetCategoriesQuery(skip ?? locale);
}

/** One category in the page's language; skipToken while the address holds no slug. */
export function useGetCategoryQuery(slug: string | typeof skipToken) {
  const { locale } = useIntl();
  return catalogApi.useGetCategoryQuery(slug === skipToken ? skipToken : { slug, language: locale });
}
