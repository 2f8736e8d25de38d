import { COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '../orders/countries';

/** The shipping country a language suggests, when it is one of the eight (de → DE, fr → FR, …). */
const LANGUAGE_COUNTRIES: Readonly<Record<string, CountryCode>> = {
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  it: 'IT',
  nl: 'NL',
};

/** Checkout's default country: the language's country when it is one of the eight, else ES. */
export function defaultCountryForLanguage(language: string): CountryCode {
  const country = LANGUAGE_COUNTRIES[language.toLowerCase()];
  return country && COUNTRY_CODES.includes(country) ? country : DEFAULT_COUNTRY;
}
