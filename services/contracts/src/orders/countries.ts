/**
 * Plain values, no zod: the web imports them on its first page (the shipping notice) without the
 * validation code (address.schemas.ts has the schemas).
 */

/** The eight shipping countries of spec §3, with the checkout currency each pays in (spec §9). */
export const CHECKOUT_COUNTRIES = {
  ES: { name: 'Spain', currency: 'EUR' },
  FR: { name: 'France', currency: 'EUR' },
  DE: { name: 'Germany', currency: 'EUR' },
  IT: { name: 'Italy', currency: 'EUR' },
  BE: { name: 'Belgium', currency: 'EUR' },
  AT: { name: 'Austria', currency: 'EUR' },
  NL: { name: 'Netherlands', currency: 'EUR' },
  CH: { name: 'Switzerland', currency: 'CHF' },
} as const;
export type CountryCode = keyof typeof CHECKOUT_COUNTRIES;
export const COUNTRY_CODES = Object.keys(CHECKOUT_COUNTRIES) as [CountryCode, ...CountryCode[]];
export const DEFAULT_COUNTRY: CountryCode = 'ES';
export type CheckoutCurrency = (typeof CHECKOUT_COUNTRIES)[CountryCode]['currency'];
