import { z } from '../zod';
import type { DeliveryCountry } from '../pricing/deliver-to';
import { deliveryCountrySchema } from './offer.dto';
import { PRIOR_PRICE_WINDOW_DAYS } from './prior-price';
import { slugSchema } from './catalog.rpc';

/** How far back a chart may look: two years, the default retention of price history. */
export const PRICE_HISTORY_MAX_DAYS = 730;

/** `GET /api/products/{slug}/price-history?days=&country=&language=` (the web asks 30, 90 or 365 days). */
export const priceHistoryQuery = z.object({
  days: z.coerce.number().int().min(1).max(PRICE_HISTORY_MAX_DAYS).default(90),
  country: deliveryCountrySchema.optional(),
  language: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be a two-letter lower-case language code')
    .default('en'),
});
export type PriceHistoryQuery = z.infer<typeof priceHistoryQuery>;

export const priceHistoryPayload = z.object({
  slug: slugSchema,
  days: z.number().int().min(1).max(PRICE_HISTORY_MAX_DAYS),
  country: deliveryCountrySchema,
});
export type PriceHistoryPayload = z.infer<typeof priceHistoryPayload>;

/** One UTC day of a product's offers (item prices from the daily rollup; totals add today's shipping). */
export interface PriceHistoryPointDto {
  /** YYYY-MM-DD (UTC). */
  date: string;
  lowest: string;
  highest: string;
  closing: string;
  /** The day's lowest item price plus shipping to the country (what the chart draws). */
  lowestTotal: string;
  offerCount: number;
}

/** What the chart's sentence says; 'too-little-history' claims nothing else. */
export type PriceVerdict = 'too-little-history' | 'lowest-in-period' | 'lower-than-usual' | 'usual' | 'higher-than-usual';

export interface PriceHistoryDto {
  days: number;
  country: DeliveryCountry;
  currency: string;
  /** Shipping to the country added to each day's lowest price: the cheapest current offer's that delivers there. */
  shipping: string;
  /** When Lumina first observed an offer of the product (ISO 8601); null: never. */
  firstObservedAt: string | null;
  /** Whole days since then. */
  observedDays: number;
  points: PriceHistoryPointDto[];
  lowest30Days: { date: string; total: string } | null;
  lowestAllTime: { date: string; total: string } | null;
  verdict: PriceVerdict;
}

/** How far above or below the period's median a price is 'higher' or 'lower than usual'. */
const USUAL_BAND = 0.05;

/**
 * The chart's one sentence, from the observed days and the period's daily lowest totals (oldest
 * first, the last being today's). Under 30 days observed: only that.
 */
export function priceVerdict(observedDays: number, totalsMinor: readonly number[]): PriceVerdict {
  if (observedDays < PRIOR_PRICE_WINDOW_DAYS || totalsMinor.length === 0) return 'too-little-history';
  const current = totalsMinor[totalsMinor.length - 1];
  if (current <= Math.min(...totalsMinor)) return 'lowest-in-period';
  const sorted = [...totalsMinor].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (current > median * (1 + USUAL_BAND)) return 'higher-than-usual';
  if (current < median * (1 - USUAL_BAND)) return 'lower-than-usual';
  return 'usual';
}
