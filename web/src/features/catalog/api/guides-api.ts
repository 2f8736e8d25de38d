import type { GuideDto } from '@lumina/contracts';
import { api } from '@/lib/api';

/** Guide reads (spec §7): the list is per language. */
export const guidesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGuides: build.query<GuideDto[], string>({
      query: (language) => ({ url: 'guides', params: { language } }),
      providesTags: (_result, _error, language) => [{ type: 'Guide', id: `LIST-${language}` }],
    }),
    /** One guide; `language` picks its translation (the server falls back to English). */
    getGuide: build.query<GuideDto, { slug: string; language: string }>({
      query: ({ slug, language }) => ({ url: `guides/${encodeURIComponent(slug)}`, params: { language } }),
      providesTags: (_result, _error, { slug, language }) => [{ type: 'Guide', id: `${slug}-${language}` }],
    }),
  }),
});

export const { useGetGuidesQuery, useGetGuideQuery } = guidesApi;
