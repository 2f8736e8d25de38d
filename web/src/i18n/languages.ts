/** The 27 interface languages of spec §3 with the displayed-price multiplier of spec §9. */

export const LANGUAGE_CODES = [
  'en', 'fr', 'de', 'es', 'it', 'pt', 'nl',
  'da', 'sv', 'no', 'fi', 'is',
  'pl', 'cs', 'sk', 'hu', 'ro', 'bg', 'hr', 'sr', 'sl',
  'et', 'lv', 'lt',
  'el', 'mt', 'ga',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const REGIONS = ['western', 'nordic', 'eastern', 'baltic', 'other'] as const;
export type Region = (typeof REGIONS)[number];

export type CurrencyCode = 'EUR' | 'DKK' | 'SEK' | 'NOK' | 'ISK' | 'PLN' | 'CZK' | 'HUF' | 'RON' | 'BGN' | 'RSD';

export interface Language {
  code: LanguageCode;
  flag: string;
  nativeName: string;
  name: string;
  currency: CurrencyCode;
  region: Region;
  /** Displayed prices are the catalogue price times this (spec §9). */
  priceMultiplier: number;
}

export const DEFAULT_LANGUAGE: LanguageCode = 'es';
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** Shown first in the picker, in this order (spec §2, five entries). */
export const POPULAR_LANGUAGES: readonly LanguageCode[] = ['en', 'de', 'fr', 'es', 'it'];

export const LANGUAGES: Readonly<Record<LanguageCode, Language>> = {
  en: { code: 'en', flag: '🇬🇧', nativeName: 'English', name: 'English', currency: 'EUR', region: 'western', priceMultiplier: 1 },
  fr: { code: 'fr', flag: '🇫🇷', nativeName: 'Français', name: 'French', currency: 'EUR', region: 'western', priceMultiplier: 0.85 },
  de: { code: 'de', flag: '🇩🇪', nativeName: 'Deutsch', name: 'German', currency: 'EUR', region: 'western', priceMultiplier: 0.85 },
  es: { code: 'es', flag: '🇪🇸', nativeName: 'Español', name: 'Spanish', currency: 'EUR', region: 'western', priceMultiplier: 0.85 },
  it: { code: 'it', flag: '🇮🇹', nativeName: 'Italiano', name: 'Italian', currency: 'EUR', region: 'western', priceMultiplier: 0.85 },
  pt: { code: 'pt', flag: '🇵🇹', nativeName: 'Português', name: 'Portuguese', currency: 'EUR', region: 'western', priceMultiplier: 0.85 },
  nl: { code: 'nl', flag: '🇳🇱', nativeName: 'Nederlands', name: 'Dutch', currency: 'EUR', region: 'western', priceMultiplier: 0.85 },
  da: { code: 'da', flag: '🇩🇰', nativeName: 'Dansk', name: 'Danish', currency: 'DKK', region: 'nordic', priceMultiplier: 6.8 },
  sv: { code: 'sv', flag: '🇸🇪', nativeName: 'Svenska', name: 'Swedish', currency: 'SEK', region: 'nordic', priceMultiplier: 10.5 },
  no: { code: 'no', flag: '🇳🇴', nativeName: 'Norsk', name: 'Norwegian', currency: 'NOK', region: 'nordic', priceMultiplier: 11.2 },
  fi: { code: 'fi', flag: '🇫🇮', nativeName: 'Suomi', name: 'Finnish', currency: 'EUR', region: 'nordic', priceMultiplier: 1 },
  is: { code: 'is', flag: '🇮🇸', nativeName: 'Íslenska', name: 'Icelandic', currency: 'ISK', region: 'nordic', priceMultiplier: 1 },
  pl: { code: 'pl', flag: '🇵🇱', nativeName: 'Polski', name: 'Polish', currency: 'PLN', region: 'eastern', priceMultiplier: 4.2 },
  cs: { code: 'cs', flag: '🇨🇿', nativeName: 'Čeština', name: 'Czech', currency: 'CZK', region: 'eastern', priceMultiplier: 1 },
  sk: { code: 'sk', flag: '🇸🇰', nativeName: 'Slovenčina', name: 'Slovak', currency: 'EUR', region: 'eastern', priceMultiplier: 1 },
  hu: { code: 'hu', flag: '🇭🇺', nativeName: 'Magyar', name: 'Hungarian', currency: 'HUF', region: 'eastern', priceMultiplier: 1 },
  ro: { code: 'ro', flag: '🇷🇴', nativeName: 'Română', name: 'Romanian', currency: 'RON', region: 'eastern', priceMultiplier: 1 },
  bg: { code: 'bg', flag: '🇧🇬', nativeName: 'Български', name: 'Bulgarian', currency: 'BGN', region: 'eastern', priceMultiplier: 1 },
  hr: { code: 'hr', flag: '🇭🇷', nativeName: 'Hrvatski', name: 'Croatian', currency: 'EUR', region: 'eastern', priceMultiplier: 1 },
  sr: { code: 'sr', flag: '🇷🇸', nativeName: 'Српски', name: 'Serbian', currency: 'RSD', region: 'eastern', priceMultiplier: 1 },
  sl: { code: 'sl', flag: '🇸🇮', nativeName: 'Slovenščina', name: 'Slovenian', currency: 'EUR', region: 'eastern', priceMultiplier: 1 },
  et: { code: 'et', flag: '🇪🇪', nativeName: 'Eesti', name: 'Estonian', currency: 'EUR', region: 'baltic', priceMultiplier: 1 },
  lv: { code: 'lv', flag: '🇱🇻', nativeName: 'Latviešu', name: 'Latvian', currency: 'EUR', region: 'baltic', priceMultiplier: 1 },
  lt: { code: 'lt', flag: '🇱🇹', nativeName: 'Lietuvių', name: 'Lithuanian', currency: 'EUR', region: 'baltic', priceMultiplier: 1 },
  el: { code: 'el', flag: '🇬🇷', nativeName: 'Ελληνικά', name: 'Greek', currency: 'EUR', region: 'other', priceMultiplier: 1 },
  mt: { code: 'mt', flag: '🇲🇹', nativeName: 'Malti', name: 'Maltese', currency: 'EUR', region: 'other', priceMultiplier: 1 },
  ga: { code: 'ga', flag: '🇮🇪', nativeName: 'Gaeilge', name: 'Irish', currency: 'EUR', region: 'other', priceMultiplier: 1 },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

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
