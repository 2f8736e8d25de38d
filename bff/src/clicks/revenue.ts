import type { MerchantClicks, MerchantDto } from '@lumina/contracts';
import type { ClicksBffConfig } from './clicks.config';

type RevenueSettings = Pick<
  ClicksBffConfig,
  'CLICK_DEFAULT_ORDER_VALUE_EUR' | 'CLICK_DEFAULT_CONVERSION_RATE' | 'CLICK_DEFAULT_COMMISSION_PCT'
>;

/**
 * Euros one counted click earns at this merchant: its earningsPerClick when set; otherwise its
 * commission (or the default commission) × the average order value × the conversion rate, e.g.
 * 8% × €120 × 2% = €0.192 (docs/adr-008-clicks.md).
 */
export function earningsPerClick(merchant: MerchantDto | undefined, settings: RevenueSettings): number {
  const epc = merchant?.earningsPerClick == null ? NaN : Number(merchant.earningsPerClick);
  if (Number.isFinite(epc) && epc >= 0) return epc;
  const rate = merchant?.commissionRate == null ? NaN : Number(merchant.commissionRate);
  const commission = Number.isFinite(rate) && rate >= 0 ? rate : settings.CLICK_DEFAULT_COMMISSION_PCT;
  return (commission / 100) * settings.CLICK_DEFAULT_ORDER_VALUE_EUR * settings.CLICK_DEFAULT_CONVERSION_RATE;
}

export const roundCents = (euros: number): number => Math.round(euros * 100) / 100;

/** Σ counted clicks × each merchant's earnings per click, in euros (2 decimals). */
export function revenueEstimate(
  clicks: readonly MerchantClicks[],
  merchant: (id: string | null) => MerchantDto | undefined,
  settings: RevenueSettings,
): number {
  return roundCents(clicks.reduce((sum, m) => sum + m.clicks * earningsPerClick(merchant(m.merchantId), settings), 0));
}

/** Percent change (one decimal) of `now` against `before`; null when there was nothing before. */
export function trend(now: number, before: number): number | null {
  if (before <= 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}
