import type { CountryCode } from '../orders/countries';

/**
 * VAT by destination (ARCHITECTURE §11, EU OSS): each EU country's standard rate. Switzerland is
 * outside the EU: no EU VAT is charged, and Swiss VAT and duties are due on delivery.
 * Catalogue prices include VAT (what a shopper sees is what they pay, docs/adr-009); the VAT line
 * states the part of the total that is VAT.
 */
export const VAT_RATES_PERCENT: Readonly<Record<CountryCode, number>> = {
  ES: 21,
  FR: 20,
  DE: 19,
  IT: 22,
  BE: 21,
  AT: 20,
  NL: 21,
  CH: 0,
};

/** Destinations where import VAT and duties are the buyer's, paid on delivery. */
export const VAT_DUE_ON_DELIVERY: readonly CountryCode[] = ['CH'];

export function vatRatePercent(country: CountryCode): number {
  return VAT_RATES_PERCENT[country];
}

export function vatDueOnDelivery(country: CountryCode): boolean {
  return VAT_DUE_ON_DELIVERY.includes(country);
}

/**
 * The VAT contained in a gross amount (minor units), rounded half up to the cent in integers:
 * gross − round(gross × 100 / (100 + rate)).
 */
export function vatIncludedMinor(grossMinor: number, ratePercent: number): number {
  if (ratePercent === 0) return 0;
  const divisor = 100 + ratePercent;
  const netMinor = Math.floor((grossMinor * 100 * 2 + divisor) / (divisor * 2));
  return grossMinor - netMinor;
}
