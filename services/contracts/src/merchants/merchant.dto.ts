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
  /** The language of the feed's text (a language code); the product page prefers a row in its own. */
  feedLanguage: string;
  /** Shipping per 'Deliver to' country in minor units, for rows whose feed sends none. */
  defaultShippingMinor: Partial<Record<string, number>>;
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

/** One rejected feed row kept on its log (the first 50 of a run). */
export interface IngestRejectedRow {
  line: number;
  field: string;
  reason: string;
}

export interface IngestLogDto {
  id: string;
  merchantId: string;
  status: IngestStatus;
  productsProcessed: number;
  productsAdded: number;
  productsUpdated: number;
  startedAt: string;
  completedAt: string | null;
  /** Rows the write path found identical to what the shop already has. */
  productsUnchanged?: number;
  /** Rows rejected by validation or mapping (no title, price, link; unmatched category…). */
  productsRejected?: number;
  /** Products of the merchant not seen in this run that left the shop. */
  productsRetired?: number;
  /** 'manual' (an admin's Sync), 'schedule' or 'upload'. */
  trigger?: string;
  /** Why the run failed, or what it held back (e.g. stale removal held after a >30% drop). */
  message?: string | null;
  /** The first rejected rows (at most 50). */
  rejectedRows?: IngestRejectedRow[];
}

/** Answer of a Feed Test: the first rows of the feed, parsed and mapped, nothing written. */
export interface FeedTestResultDto {
  success: boolean;
  /** Rows that mapped to a product. */
  products: number;
  /** Distinct product types among them. */
  categories: number;
  /** Rows read (at most 500). */
  rowsRead: number;
  /** Up to 5 mapped rows. */
  samples: Record<string, unknown>[];
  /** The first problems (refused fetch, unparseable file, rejected rows). */
  errors: { line?: number; field?: string; reason: string }[];
}
