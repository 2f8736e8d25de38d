import type { FeedFormat, MerchantCurrency } from '@lumina/contracts';
import type { FileValidators } from '../feeds/feed-fetcher';

/** A merchants row as the repository reads it (feed auth still sealed, the feed URL opened). */
export interface MerchantRow {
  id: string;
  name: string;
  description: string | null;
  website: string | null;
  affiliateNetwork: string | null;
  feedUrl: string | null;
  feedAuthEncrypted: string | null;
  mappingConfig: Record<string, unknown>;
  mappingVersion: number;
  defaultCurrency: MerchantCurrency;
  feedLanguage: string;
  defaultShippingMinor: Partial<Record<string, number>>;
  isActive: boolean;
  feedFormat: FeedFormat;
  syncIntervalHours: number | null;
  syncPausedReason: string | null;
  consecutiveFailures: number;
  commissionRate: string | null;
  earningsPerClick: string | null;
  subIdParam: string;
  lastGoodItemCount: number | null;
  /** The last completed sync's file, as its server described it (null: read the feed whole next time). */
  feedValidators: FeedValidators | null;
  createdAt: Date;
}

/**
 * ETag and Last-Modified of the file a completed sync read, with what it was read under (`urlDigest`;
 * `rules`: a digest of the mapping rules, mapping, currency, name, format and catalog's writer
 * version): sent back only while all of those are the same (ingest/feed-revalidation.ts).
 */
export interface FeedValidators extends FileValidators {
  /** feedUrlDigest of the feed URL: the URL itself is a secret, kept only sealed in feed_url. */
  urlDigest: string;
  rules: string;
  /** When the file was last read whole (epoch ms): past a day it is read whole again. */
  readAt: number;
}

export const MERCHANT_COLUMNS = `
  id, name, description, website, affiliate_network AS "affiliateNetwork", feed_url AS "feedUrl",
  feed_auth_encrypted AS "feedAuthEncrypted", mapping_config AS "mappingConfig", mapping_version AS "mappingVersion",
  default_currency AS "defaultCurrency", feed_language AS "feedLanguage", default_shipping_minor AS "defaultShippingMinor", is_active AS "isActive", feed_format AS "feedFormat",
  sync_interval_hours AS "syncIntervalHours", sync_paused_reason AS "syncPausedReason",
  consecutive_failures AS "consecutiveFailures", commission_rate::text AS "commissionRate",
  earnings_per_click::text AS "earningsPerClick", sub_id_param AS "subIdParam",
  last_good_item_count AS "lastGoodItemCount", feed_validators AS "feedValidators", created_at AS "createdAt"`;

/** Columns a create or update may set, by their API name. */
export const WRITABLE_COLUMNS = {
  name: 'name',
  description: 'description',
  website: 'website',
  affiliateNetwork: 'affiliate_network',
  feedUrl: 'feed_url',
  feedAuthEncrypted: 'feed_auth_encrypted',
  mappingConfig: 'mapping_config',
  defaultCurrency: 'default_currency',
  feedLanguage: 'feed_language',
  defaultShippingMinor: 'default_shipping_minor',
  isActive: 'is_active',
  feedFormat: 'feed_format',
  syncIntervalHours: 'sync_interval_hours',
  commissionRate: 'commission_rate',
  earningsPerClick: 'earnings_per_click',
  subIdParam: 'sub_id_param',
} as const;

export type MerchantWrite = { -readonly [K in keyof typeof WRITABLE_COLUMNS]?: unknown };
