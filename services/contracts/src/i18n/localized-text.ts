import { SOURCE_LANGUAGE, isLanguageCode, type LanguageCode } from './languages';

/**
 * The one storage shape of per-language text (docs/adr-016-agreements.md): each translatable field
 * is a JSONB column holding `{ "<language>": "<text>" }`, English always present. Categories,
 * collections, guides, info pages, badges and the words Lumina owns all store it this way, so one
 * read of a row carries every language (the search document builder and sitemaps need all 27 at once)
 * and one function below decides what a shopper sees.
 */
export type LocalizedText = { readonly en: string } & Readonly<Partial<Record<LanguageCode, string>>>;

/**
 * When each language of a row was last written; a translation older than the English text is
 * 'outdated' in the admin's translation state. Kept beside the fields as one JSONB column.
 */
export type TranslationTimes = Readonly<Partial<Record<LanguageCode, string>>>;

/** The text in the language asked, else English. Blank strings count as missing. */
export function localizedText(text: LocalizedText, language: string): string {
  const asked = isLanguageCode(language) ? text[language] : undefined;
  return asked !== undefined && asked.trim() !== '' ? asked : text.en;
}

/** The language `localizedText` answers in, for `lang` attributes on text that fell back. */
export function localizedTextLanguage(text: LocalizedText, language: string): LanguageCode {
  const asked = isLanguageCode(language) ? text[language] : undefined;
  return asked !== undefined && asked.trim() !== '' && isLanguageCode(language) ? language : SOURCE_LANGUAGE;
}

export type TranslationState = 'current' | 'missing' | 'outdated';

/** Missing when the language has no text; outdated when it was written before the English text last changed. */
export function translationState(text: LocalizedText, times: TranslationTimes, language: LanguageCode): TranslationState {
  if (language === SOURCE_LANGUAGE) return 'current';
  const value = text[language];
  if (value === undefined || value.trim() === '') return 'missing';
  const written = times[language];
  const source = times[SOURCE_LANGUAGE];
  return written !== undefined && source !== undefined && Date.parse(written) < Date.parse(source) ? 'outdated' : 'current';
}
