import { LANGUAGE_CODES, type DisplayCurrency, type LanguageCode } from '@lumina/contracts';

/**
 * The 27 interface languages of spec §3 with the currency each shows prices in. Catalogue prices are
 * euros; other currencies are converted at contracts' rates table and marked '≈' (ARCHITECTURE §11).
 */

// The list itself is contracts' (per-language text and addresses are keyed by it on every side).
export { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '@lumina/contracts';

export const REGIONS = ['western', 'nordic', 'eastern', 'baltic', 'other'] as const;
export type Region = (typeof REGIONS)[number];

export type CurrencyCode = Exclude<DisplayCurrency, 'CHF'>;

export interface Language {
  code: LanguageCode;
  /** ISO 3166 country of its flag (lower case): the picker shows /flags/{country}.svg. */
  country: string;
  nativeName: string;
  name: string;
  currency: CurrencyCode;
  region: Region;
}

/**
 * The languages whose interface is translated (a filled messages/*.json; English is the source):
 * all 27 since issue 28 (docs/adr-015-translated-languages.md). Kept as a list of its own, not an
 * alias of the picker's, so a language added to the picker before its table is filled shows English
 * text under `lang="en"` (textLanguage) rather than English under its own code. languages.spec.ts
 * keeps this list equal to the filled tables.
 */
export const TRANSLATED_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;

export const DEFAULT_LANGUAGE: LanguageCode = 'es';
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/**
 * The language the interface's text is in for a shopper's choice: its own when translated, else
 * English. `<html lang>` says this one, so a screen reader reads the English text of a Finnish
 * choice with an English voice (WCAG 3.1.1); prices and formats still follow the choice.
 */
export function textLanguage(code: LanguageCode): LanguageCode {
  return TRANSLATED_LANGUAGES.includes(code) ? code : FALLBACK_LANGUAGE;
}

/**
 * The locale Intl formats a language's dates, lists, numbers and country names with. Serbian text
 * is in Latin script, as Serbian web shops write it; plain 'sr' formats in Cyrillic ('новембар',
 * 'Немачка', 'a и b') beside it, so Serbian formats as 'sr-Latn'.
 */
const FORMAT_LOCALES: Partial<Record<LanguageCode, string>> = { sr: 'sr-Latn' };

export function formatLocale(code: LanguageCode): string {
  return FORMAT_LOCALES[code] ?? code;
}

/** Shown first in the picker, in this order (spec §2, five entries). */
export const POPULAR_LANGUAGES: readonly LanguageCode[] = ['en', 'de', 'fr', 'es', 'it'];

export const LANGUAGES: Readonly<Record<LanguageCode, Language>> = {
  en: { code: 'en', country: 'gb', nativeName: 'English', name: 'English', currency: 'EUR', region: 'western' },
  fr: { code: 'fr', country: 'fr', nativeName: 'Français', name: 'French', currency: 'EUR', region: 'western' },
  de: { code: 'de', country: 'de', nativeName: 'Deutsch', name: 'German', currency: 'EUR', region: 'western' },
  es: { code: 'es', country: 'es', nativeName: 'Español', name: 'Spanish', currency: 'EUR', region: 'western' },
  it: { code: 'it', country: 'it', nativeName: 'Italiano', name: 'Italian', currency: 'EUR', region: 'western' },
  pt: { code: 'pt', country: 'pt', nativeName: 'Português', name: 'Portuguese', currency: 'EUR', region: 'western' },
  nl: { code: 'nl', country: 'nl', nativeName: 'Nederlands', name: 'Dutch', currency: 'EUR', region: 'western' },
  da: { code: 'da', country: 'dk', nativeName: 'Dansk', name: 'Danish', currency: 'DKK', region: 'nordic' },
  sv: { code: 'sv', country: 'se', nativeName: 'Svenska', name: 'Swedish', currency: 'SEK', region: 'nordic' },
  no: { code: 'no', country: 'no', nativeName: 'Norsk', name: 'Norwegian', currency: 'NOK', region: 'nordic' },
  fi: { code: 'fi', country: 'fi', nativeName: 'Suomi', name: 'Finnish', currency: 'EUR', region: 'nordic' },
  is: { code: 'is', country: 'is', nativeName: 'Íslenska', name: 'Icelandic', currency: 'ISK', region: 'nordic' },
  pl: { code: 'pl', country: 'pl', nativeName: 'Polski', name: 'Polish', currency: 'PLN', region: 'eastern' },
  cs: { code: 'cs', country: 'cz', nativeName: 'Čeština', name: 'Czech', currency: 'CZK', region: 'eastern' },
  sk: { code: 'sk', country: 'sk', nativeName: 'Slovenčina', name: 'Slovak', currency: 'EUR', region: 'eastern' },
  hu: { code: 'hu', country: 'hu', nativeName: 'Magyar', name: 'Hungarian', currency: 'HUF', region: 'eastern' },
  ro: { code: 'ro', country: 'ro', nativeName: 'Română', name: 'Romanian', currency: 'RON', region: 'eastern' },
  bg: { code: 'bg', country: 'bg', nativeName: 'Български', name: 'Bulgarian', currency: 'BGN', region: 'eastern' },
  hr: { code: 'hr', country: 'hr', nativeName: 'Hrvatski', name: 'Croatian', currency: 'EUR', region: 'eastern' },
  sr: { code: 'sr', country: 'rs', nativeName: 'Srpski', name: 'Serbian', currency: 'RSD', region: 'eastern' },
  sl: { code: 'sl', country: 'si', nativeName: 'Slovenščina', name: 'Slovenian', currency: 'EUR', region: 'eastern' },
  et: { code: 'et', country: 'ee', nativeName: 'Eesti', name: 'Estonian', currency: 'EUR', region: 'baltic' },
  lv: { code: 'lv', country: 'lv', nativeName: 'Latviešu', name: 'Latvian', currency: 'EUR', region: 'baltic' },
  lt: { code: 'lt', country: 'lt', nativeName: 'Lietuvių', name: 'Lithuanian', currency: 'EUR', region: 'baltic' },
  el: { code: 'el', country: 'gr', nativeName: 'Ελληνικά', name: 'Greek', currency: 'EUR', region: 'other' },
  mt: { code: 'mt', country: 'mt', nativeName: 'Malti', name: 'Maltese', currency: 'EUR', region: 'other' },
  ga: { code: 'ga', country: 'ie', nativeName: 'Gaeilge', name: 'Irish', currency: 'EUR', region: 'other' },
};

export function getLanguage(code: LanguageCode): Language {
  return LANGUAGES[code];
}

/** The picker's sections: popular first, then every other language grouped by region (spec §2). */
export function groupLanguagesForPicker(): { popular: Language[]; regions: Array<{ region: Region; languages: Language[] }> } {
  const popular = POPULAR_LANGUAGES.map(getLanguage);
  const rest = LANGUAGE_CODES.filter((code) => !POPULAR_LANGUAGES.includes(code)).map(getLanguage);
  const regions = REGIONS.map((region) => ({ region, languages: rest.filter((language) => language.region === region) })).filter(
    (group) => group.languages.length > 0,
  );
  return { popular, regions };
}
