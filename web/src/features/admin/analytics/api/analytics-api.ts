import type { AnalyticsOverviewDto, MerchantDto } from '@lumina/contracts';
import { api } from '@/lib/api';

export interface AnalyticsArgs {
  range: 7 | 30 | 90;
  merchant?: string;
}

/** GET /api/analytics/overview (analytics:read) and the merchants for the filter. */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsOverview: build.query<AnalyticsOverviewDto, AnalyticsArgs>({
      query: ({ range, merchant }) => ({ url: 'analytics/overview', params: merchant ? { range, merchant } : { range } }),
      providesTags: (_result, _error, { range, merchant }) => [{ type: 'Dashboard', id: `ANALYTICS-${range}-${merchant ?? 'all'}` }],
    }),
    getAnalyticsMerchants: build.query<MerchantDto[], void>({
      query: () => 'merchants',
      providesTags: [{ type: 'Merchant', id: 'LIST' }],
    }),
  }),
});

export const { useGetAnalyticsOverviewQuery, useGetAnalyticsMerchantsQuery } = analyticsApi;
