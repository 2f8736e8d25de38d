/**
 * The 27 languages of spec §3, in the picker's order. Contracts owns the list because stored
 * per-language text (localized-text.ts) and addresses (`/{code}/…`) are keyed by it on every side.
 */
export const LANGUAGE_CODES = [
  'en', 'fr', 'de', 'es', 'it', 'pt', 'nl',
  'da', 'sv', 'no', 'fi', 'is',
  'pl', 'cs', 'sk', 'hu', 'ro', 'bg', 'hr', 'sr', 'sl',
  'et', 'lv', 'lt',
  'el', 'mt', 'ga',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The language every per-language text falls back to, and the one that must always be filled. */
export const SOURCE_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
