import { readStorage } from '@/lib/storage';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages';

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The language at start-up (spec §4): the stored choice when it is a supported code, else the
 * first two letters of the browser language when supported, else Spanish.
 */
export function resolveInitialLanguage(stored: string | null | undefined, browserLanguage: string | null | undefined): LanguageCode {
  if (isLanguageCode(stored)) return stored;
  const browserCode = browserLanguage?.slice(0, 2).toLowerCase();
  if (isLanguageCode(browserCode)) return browserCode;
  return DEFAULT_LANGUAGE;
}

export function detectInitialLanguage(): LanguageCode {
  const browserLanguage = typeof navigator === 'undefined' ? undefined : navigator.language;
  return resolveInitialLanguage(readStorage(LANGUAGE_STORAGE_KEY), browserLanguage);
}
