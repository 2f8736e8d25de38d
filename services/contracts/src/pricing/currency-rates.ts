/**
 * Catalogue prices are euros (ARCHITECTURE §11). A shopper whose language uses another currency
 * sees an approximate conversion ('≈') at these rates; every charge is in EUR (or CHF to
 * Switzerland, see CHF_PER_EUR). ONE table: the web's prices, price filter and thresholds and the
 * orders service's CHF conversion all read it.
 */
export const CATALOGUE_CURRENCY = 'EUR' as const;

/** Units of each currency per euro. pl, da, sv, no are the spec's figures; the rest are round reference rates. */
export const CURRENCY_RATES_PER_EUR = {
  EUR: 1,
  PLN: 4.2,
  DKK: 6.8,
  SEK: 10.5,
  NOK: 11.2,
  CZK: 25,
  HUF: 400,
  ISK: 150,
  RON: 5,
  BGN: 1.96,
  RSD: 117,
  CHF: 0.94,
} as const;

export type DisplayCurrency = keyof typeof CURRENCY_RATES_PER_EUR;

export function isDisplayCurrency(value: string): value is DisplayCurrency {
  return Object.prototype.hasOwnProperty.call(CURRENCY_RATES_PER_EUR, value);
}

export interface DisplayAmount {
  /** Major units in `currency`. */
  amount: number;
  currency: DisplayCurrency;
  /** True when converted from euros: shown with '≈', never charged. */
  approximate: boolean;
}

/** A euro amount as a shopper using `currency` sees it: exact in EUR, converted and approximate otherwise. */
export function displayAmount(euros: number, currency: DisplayCurrency): DisplayAmount {
  if (currency === CATALOGUE_CURRENCY) return { amount: euros, currency, approximate: false };
  return { amount: Math.round(euros * CURRENCY_RATES_PER_EUR[currency] * 100) / 100, currency, approximate: true };
}

/** A shopper's amount in `currency` back in euros (the price filter's bounds), rounded to cents. */
export function toEuros(amount: number, currency: DisplayCurrency): number {
  return Math.round((amount / CURRENCY_RATES_PER_EUR[currency]) * 100) / 100;
}
