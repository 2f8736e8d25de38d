import type { GuideDto } from '@lumina/contracts';
import { api } from '@/lib/api';

/** Guide reads (spec §7): the list is per language. */
export const guidesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGuides: build.query<GuideDto[], string>({
      query: (language) => ({ url: 'guides', params: { language } }),
      providesTags: (_result, _error, language) => [{ type: 'Guide', id: `LIST-${language}` }],
    }),
    getGuide: build.query<GuideDto, string>({
      query: (slug) => `guides/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Guide', id: slug }],
    }),
  }),
});

export const { useGetGuidesQuery, useGetGuideQuery } = guidesApi;
