import { COUNTRY_CODES, type CountryCode } from '@lumina/contracts';

/** The 8 checkout countries (spec §3), in the spec's order, from contracts. */
export const CHECKOUT_COUNTRIES = COUNTRY_CODES;
type ShippingCountryCode = CountryCode;

/** English names, used when the runtime cannot name a region in the current language. */
const ENGLISH_NAMES: Record<ShippingCountryCode, string> = {
  ES: 'Spain',
  FR: 'France',
  DE: 'Germany',
  IT: 'Italy',
  BE: 'Belgium',
  AT: 'Austria',
  NL: 'Netherlands',
  CH: 'Switzerland',
};

/** The country's name in the given language (Intl.DisplayNames), else in English. */
export function countryName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code);
    if (name && name !== code) return name;
  } catch {
    // No DisplayNames for this locale: fall through to English.
  }
  return ENGLISH_NAMES[code as ShippingCountryCode] ?? code;
}

/** Checkout charges EUR, or CHF when shipping to Switzerland (spec §9). */
export function chargeCurrency(country: string): 'EUR' | 'CHF' {
  return country === 'CH' ? 'CHF' : 'EUR';
}

/** A form's country as a checkout country code (ES for anything else, as the server's default). */
export function asCountryCode(country: string): CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(country) ? (country as CountryCode) : 'ES';
}
