import { z } from '../zod';

/** Two-letter interface language of the shopper who clicked (spec §3 language codes). */
export const clickLanguageSchema = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter lower-case language code');

/** A path on our own site (never a full address): where the shopper clicked. */
export const referrerPathSchema = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s]*$/, 'must be a path on this site starting with /');

/**
 * One click as the BFF hands it to the clicks service. `visitorHash` is a salted, daily-rotated
 * hash of IP + user agent (no raw IP ever leaves the BFF); `isBot` comes from the `isbot` list.
 */
export const clickedEventSchema = z.object({
  clickId: z.uuid(),
  occurredAt: z.iso.datetime(),
  productId: z.uuid(),
  merchantId: z.uuid().nullable(),
  language: clickLanguageSchema,
  referrerPath: referrerPathSchema.nullable(),
  visitorHash: z.string().regex(/^[0-9a-f]{16,64}$/),
  isBot: z.boolean(),
  source: z.enum(['redirect', 'api']),
});
export type ClickedEvent = z.infer<typeof clickedEventSchema>;

export const clickCountsEventSchema = z.object({
  counts: z.array(z.object({ productId: z.uuid(), clicks: z.number().int().min(0) })).min(1).max(5000),
});
export type ClickCountsEvent = z.infer<typeof clickCountsEventSchema>;

/** POST /api/clicks (spec §7): a client that redirects itself records its click here. */
export const recordClickBody = z.object({
  productId: z.uuid(),
  merchantId: z.uuid(),
  language: clickLanguageSchema,
  referrerPath: referrerPathSchema.optional(),
});
export type RecordClickBody = z.infer<typeof recordClickBody>;

export interface RecordClickReply {
  clickId: string;
  /** The merchant address with the click id, for the client to open. */
  url: string;
}

export const ANALYTICS_RANGES = [7, 30, 90] as const;

/** GET /api/analytics/overview?range=7|30|90&merchant= */
export const analyticsOverviewQuery = z.object({
  range: z.coerce
    .number()
    .refine((n) => (ANALYTICS_RANGES as readonly number[]).includes(n), 'must be 7, 30 or 90')
    .default(30),
  merchant: z.uuid().optional(),
});
export type AnalyticsOverviewQuery = z.infer<typeof analyticsOverviewQuery>;
export type AnalyticsOverviewPayload = { range: number; merchantId?: string };

/** Counted clicks per merchant in a window: what the revenue estimate multiplies. */
export interface MerchantClicks {
  merchantId: string | null;
  clicks: number;
}

/** What the clicks service answers for the dashboard; the BFF adds products, merchants and revenue. */
export interface ClickDashboardReply {
  totalClicks: number;
  /** Counted clicks per merchant: all time, the last 30 days, the 30 days before. */
  byMerchantAllTime: MerchantClicks[];
  byMerchantLast30: MerchantClicks[];
  byMerchantPrevious30: MerchantClicks[];
  /** The clicks schema answered: the database is reachable. */
  databaseLatencyMs: number;
}

export interface ClickAnalyticsReply {
  range: number;
  from: string;
  to: string;
  perDay: Array<{ day: string; clicks: number; bots: number }>;
  byMerchant: MerchantClicks[];
  byLanguage: Array<{ language: string; clicks: number }>;
  topProducts: Array<{ productId: string; clicks: number }>;
  totals: { clicks: number; bots: number; duplicates: number };
}

/** Percent change of a figure against 30 days earlier; null when there is nothing to compare with. */
export type Trend = number | null;

/** GET /api/admin/dashboard: spec §3's four totals plus each one's trend. */
export interface DashboardDto {
  totalProducts: number;
  activeMerchants: number;
  totalClicks: number;
  /** Euros, 2 decimals: Σ counted clicks × each merchant's earnings per click. */
  revenueEstimate: number;
  trends: { totalProducts: Trend; activeMerchants: Trend; totalClicks: Trend; revenueEstimate: Trend };
}

export interface MerchantAnalyticsDto {
  merchantId: string | null;
  name: string;
  clicks: number;
  revenueEstimate: number;
}

/** GET /api/analytics/overview */
export interface AnalyticsOverviewDto {
  range: number;
  from: string;
  to: string;
  merchantId: string | null;
  perDay: Array<{ day: string; clicks: number; bots: number }>;
  byMerchant: MerchantAnalyticsDto[];
  byLanguage: Array<{ language: string; clicks: number }>;
  topProducts: Array<{ productId: string; title: string; slug: string | null; clicks: number }>;
  totals: { clicks: number; bots: number; duplicates: number; botShare: number; revenueEstimate: number };
}

export type HealthState = 'operational' | 'degraded' | 'down';

/** GET /api/admin/system-health: the dashboard's System Health card. */
export interface SystemHealthDto {
  database: { state: HealthState; latencyMs: number | null };
  apiServices: { state: HealthState; up: number; total: number; down: string[] };
  dataIngestion: { state: HealthState; active: number; waiting: number; failed: number };
  checkedAt: string;
}
