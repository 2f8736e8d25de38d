import { readStorage, writeStorage } from '@/lib/storage';
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

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function writeLanguageCookie(code: LanguageCode): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${code}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * Stores the shopper's choice: in localStorage (spec §4) and in a cookie, so the server renders
 * the next page in it too (bff/src/spa).
 */
export function rememberLanguage(code: LanguageCode): void {
  writeStorage(LANGUAGE_STORAGE_KEY, code);
  writeLanguageCookie(code);
}

/** Copies a choice stored before the cookie existed into the cookie. */
export function syncLanguageCookie(): void {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  if (isLanguageCode(stored) && !document.cookie.split('; ').includes(`${LANGUAGE_STORAGE_KEY}=${stored}`)) {
    writeLanguageCookie(stored);
  }
}
