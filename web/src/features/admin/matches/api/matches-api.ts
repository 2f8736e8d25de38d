import type { MatchPairDto } from '@lumina/contracts';
import { api } from '@/lib/api';

/** 'Matches to check' (ADR 025): the queued pairs and the two decisions. */
export const matchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMatches: build.query<MatchPairDto[], void>({
      query: () => 'admin/matches',
      providesTags: [{ type: 'Match', id: 'LIST' }],
    }),
    decideMatch: build.mutation<MatchPairDto, { id: string; decision: 'merge' | 'keep-apart' }>({
      query: ({ id, decision }) => ({ url: `admin/matches/${encodeURIComponent(id)}/${decision}`, method: 'POST' }),
      // A merge changes products the shop and the admin table show.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Match', id: 'LIST' }, { type: 'AdminProduct', id: 'LIST' }, 'Product']),
    }),
  }),
});

export const { useGetMatchesQuery, useDecideMatchMutation } = matchesApi;
