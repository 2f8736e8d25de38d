import type { DashboardDto, IngestLogDto, MerchantDto, SystemHealthDto } from '@lumina/contracts';
import { api } from '@/lib/api';

/** The dashboard's reads (spec §7) and its 'Sync Now' (POST /api/ingest/{id} per active merchant). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardDto, void>({
      query: () => 'admin/dashboard',
      providesTags: [{ type: 'Dashboard', id: 'TOTALS' }],
    }),
    getSystemHealth: build.query<SystemHealthDto, void>({
      query: () => 'admin/system-health',
      providesTags: [{ type: 'Dashboard', id: 'HEALTH' }],
    }),
    getDashboardIngestLogs: build.query<IngestLogDto[], void>({
      query: () => 'ingest/logs',
      providesTags: [{ type: 'IngestLog', id: 'LIST' }],
    }),
    getDashboardMerchants: build.query<MerchantDto[], void>({
      query: () => 'merchants',
      providesTags: [{ type: 'Merchant', id: 'LIST' }],
    }),
    /** Queues a sync of each merchant; resolves with how many were queued. */
    syncMerchants: build.mutation<number, string[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        for (const id of ids) {
          const result = await baseQuery({ url: `ingest/${encodeURIComponent(id)}`, method: 'POST' });
          if (result.error) return { error: result.error };
        }
        return { data: ids.length };
      },
      invalidatesTags: [
        { type: 'IngestLog', id: 'LIST' },
        { type: 'Dashboard', id: 'HEALTH' },
      ],
    }),
  }),
});

export const {
  useGetDashboardQuery,
  useGetSystemHealthQuery,
  useGetDashboardIngestLogsQuery,
  useGetDashboardMerchantsQuery,
  useSyncMerchantsMutation,
} = dashboardApi;
