import type { CollectionDto, CollectionWithProductsDto } from '@lumina/contracts';
import { api } from '@/lib/api';

/** Collection reads (spec §7). */
export const collectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCollections: build.query<CollectionDto[], void>({
      query: () => 'collections',
      providesTags: [{ type: 'Collection', id: 'LIST' }],
    }),
    getFeaturedCollections: build.query<CollectionDto[], void>({
      query: () => 'collections/featured',
      providesTags: [{ type: 'Collection', id: 'FEATURED' }],
    }),
    getCollection: build.query<CollectionWithProductsDto, string>({
      query: (slug) => `collections/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Collection', id: slug }],
    }),
  }),
});

export const { useGetCollectionsQuery, useGetFeaturedCollectionsQuery, useGetCollectionQuery } = collectionsApi;
