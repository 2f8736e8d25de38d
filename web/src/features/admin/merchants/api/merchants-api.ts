import type {
  CategoryRuleBody,
  FeedTestResultDto,
  IngestLogDto,
  MapCategoryReply,
  MerchantCreateInput,
  MerchantDto,
  MerchantUpdateInput,
  UnmappedCategoryDto,
} from '@lumina/contracts';
import { api } from '@/lib/api';

/** Which logs: the newest of all (spec §7), of one merchant (its Sync History), or each merchant's newest (the cards). */
export interface IngestLogsArgs {
  merchantId?: string;
  latestPerMerchant?: boolean;
}

/** The admin merchants screen's calls (spec §7 plus DELETE, Feed Test and cancel, issue 10). */
export const merchantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMerchants: build.query<MerchantDto[], void>({
      query: () => 'merchants',
      providesTags: (result) => [
        { type: 'Merchant', id: 'LIST' },
        ...(result ?? []).map((m) => ({ type: 'Merchant' as const, id: m.id })),
      ],
    }),
    getIngestLogs: build.query<IngestLogDto[], IngestLogsArgs | void>({
      query: (args) => {
        const params = new URLSearchParams();
        if (args?.merchantId) params.set('merchantId', args.merchantId);
        // Every merchant's card, not the default 50 newest logs of all.
        if (args?.latestPerMerchant) {
          params.set('latestPerMerchant', 'true');
          params.set('limit', '200');
        }
        const query = params.toString();
        return query ? `ingest/logs?${query}` : 'ingest/logs';
      },
      providesTags: [{ type: 'IngestLog', id: 'LIST' }],
    }),
    createMerchant: build.mutation<MerchantDto, MerchantCreateInput>({
      query: (body) => ({ url: 'merchants', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Merchant', id: 'LIST' },
        { type: 'Dashboard', id: 'TOTALS' },
      ],
    }),
    updateMerchant: build.mutation<MerchantDto, { id: string; changes: MerchantUpdateInput }>({
      query: ({ id, changes }) => ({
        url: `merchants/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: [
        { type: 'Merchant', id: 'LIST' },
        { type: 'Dashboard', id: 'TOTALS' },
      ],
    }),
    deleteMerchant: build.mutation<MerchantDto, string>({
      query: (id) => ({ url: `merchants/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Merchant', id: 'LIST' },
        { type: 'Dashboard', id: 'TOTALS' },
      ],
    }),
    testMerchantFeed: build.mutation<FeedTestResultDto, string>({
      query: (id) => ({ url: `merchants/${encodeURIComponent(id)}/test`, method: 'POST' }),
    }),
    startIngest: build.mutation<{ logId: string; log: IngestLogDto }, string>({
      query: (merchantId) => ({ url: `ingest/${encodeURIComponent(merchantId)}`, method: 'POST' }),
      invalidatesTags: [{ type: 'IngestLog', id: 'LIST' }],
    }),
    /** The merchant's held rows by category text, with counts (issue 29). */
    getUnmappedCategories: build.query<UnmappedCategoryDto[], string>({
      query: (merchantId) => `merchants/${encodeURIComponent(merchantId)}/unmapped-categories`,
      providesTags: (_result, _error, merchantId) => [{ type: 'Merchant', id: `unmapped-${merchantId}` }],
    }),
    /** A category rule on the merchant: its held rows of that text are written at once. */
    addCategoryRule: build.mutation<MapCategoryReply, { merchantId: string; rule: CategoryRuleBody }>({
      query: ({ merchantId, rule }) => ({
        url: `merchants/${encodeURIComponent(merchantId)}/category-rules`,
        method: 'POST',
        body: rule,
      }),
      invalidatesTags: (_result, _error, { merchantId }) => [
        { type: 'Merchant', id: `unmapped-${merchantId}` },
        { type: 'Merchant', id: 'LIST' },
        { type: 'Category', id: 'ADMIN' },
      ],
    }),
    cancelIngest: build.mutation<IngestLogDto, string>({
      query: (merchantId) => ({ url: `ingest/${encodeURIComponent(merchantId)}/cancel`, method: 'POST' }),
      invalidatesTags: [{ type: 'IngestLog', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetMerchantsQuery,
  useGetUnmappedCategoriesQuery,
  useAddCategoryRuleMutation,
  useGetIngestLogsQuery,
  useCreateMerchantMutation,
  useUpdateMerchantMutation,
  useDeleteMerchantMutation,
  useTestMerchantFeedMutation,
  useStartIngestMutation,
  useCancelIngestMutation,
} = merchantsApi;
