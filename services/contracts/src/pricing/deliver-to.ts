import type { LanguageCode } from '../i18n/languages';

/**
 * The shopper's 'Deliver to' country (docs/adr-016-agreements.md): every country of the 27
 * languages' regions. It picks each product's best offer (the lowest total with shipping there),
 * the shipping and total columns of the offers table, the VAT line, the price chart and alerts.
 */
export const DELIVERY_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'NO', 'IS', 'CH', 'RS',
] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

/** Remembered choice: a cookie the server-rendered pages read; API calls carry it as `country`. */
export const DELIVER_TO_COOKIE = 'deliver_to';

/** The spec's initial country, for a language with no country of its own. */
export const DEFAULT_DELIVERY_COUNTRY: DeliveryCountry = 'ES';

/**
 * Each language's default country: the one table the picker, checkout and alerts start from.
 * English is Ireland's (the EU's English-speaking market); Irish and Maltese their own countries.
 */
const LANGUAGE_DELIVERY_COUNTRIES: Readonly<Record<LanguageCode, DeliveryCountry>> = {
  en: 'IE', fr: 'FR', de: 'DE', es: 'ES', it: 'IT', pt: 'PT', nl: 'NL',
  da: 'DK', sv: 'SE', no: 'NO', fi: 'FI', is: 'IS',
  pl: 'PL', cs: 'CZ', sk: 'SK', hu: 'HU', ro: 'RO', bg: 'BG', hr: 'HR', sr: 'RS', sl: 'SI',
  et: 'EE', lv: 'LV', lt: 'LT',
  el: 'GR', mt: 'MT', ga: 'IE',
};

export function isDeliveryCountry(value: unknown): value is DeliveryCountry {
  return typeof value === 'string' && (DELIVERY_COUNTRIES as readonly string[]).includes(value);
}

/** The country a request delivers to: its explicit choice when valid (any case), else its language's. */
export function deliveryCountryFor(choice: string | undefined | null, language: string): DeliveryCountry {
  const upper = choice?.trim().toUpperCase();
  if (isDeliveryCountry(upper)) return upper;
  return LANGUAGE_DELIVERY_COUNTRIES[language as LanguageCode] ?? DEFAULT_DELIVERY_COUNTRY;
}
