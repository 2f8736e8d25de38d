/** HTTP and message shapes of merchants and their ingest runs (spec §3, issue 10). */

export const MERCHANT_CURRENCIES = ['USD', 'EUR', 'CAD'] as const;
export type MerchantCurrency = (typeof MERCHANT_CURRENCIES)[number];

export const FEED_FORMATS = ['auto', 'csv', 'tsv', 'xml', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export interface MerchantDto {
  id: string;
  name: string;
  description: string | null;
  website: string | null;
  affiliateNetwork: string | null;
  feedUrl: string | null;
  /** Masked: secrets never leave the merchants service whole. */
  feedAuth: Record<string, unknown>;
  mappingConfig: Record<string, unknown>;
  defaultCurrency: MerchantCurrency;
  isActive: boolean;
  createdAt: string;
  feedFormat: FeedFormat;
  /** Hours between scheduled re-syncs; null: off. */
  syncIntervalHours: number | null;
  /** Why the schedule is paused (after repeated failures), or null. */
  syncPausedReason: string | null;
  /** Percent of a sale the network pays, e.g. "8.00"; null when unknown. */
  commissionRate: string | null;
  /** Euros earned per counted click, e.g. "0.12"; null: derived from the commission. */
  earningsPerClick: string | null;
  /** The query parameter the network reads the click id from (clickref, sid, r, epi, or custom). */
  subIdParam: string;
}

export type IngestStatus = 'pending' | 'running' | 'completed' | 'failed' | 'cancelled';

export interface IngestLogDto {
  id: string;
  merchantId: string;
  status: IngestStatus;
  productsProcessed: number;
  productsAdded: number;
  productsUpdated: number;
  startedAt: string;
  completedAt: string | null;
}
