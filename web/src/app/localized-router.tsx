import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { useLanguage } from '@/i18n/language-provider';
import type { LanguageCode } from '@/i18n/languages';
import { languageBasename, splitLanguagePrefix, switchAddressLanguage } from '@/i18n/localized-path';

/**
 * Moves the address bar to the same page in `code` (the language switcher's choice), as a new
 * history entry, before the app re-renders in it (LanguageProvider's onLanguageChange).
 */
export function showLanguageInAddress(code: LanguageCode): void {
  const address = switchAddressLanguage(window.location, code);
  if (address !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.pushState(null, '', address);
}

/**
 * The browser's router. Under a language prefix (`prefixed`: the server redirected every shopper
 * address there) the prefix is its basename, so every link and navigation stays in the language;
 * a switch of language remounts it under the new prefix (the address has already moved). Without a
 * prefix (an unknown address's 404 page, a dev server) paths are the app's own, in the current language.
 */
export function LocalizedBrowserRouter({ prefixed, children }: { prefixed: boolean; children: ReactNode }) {
  const { language } = useLanguage();
  useEffect(() => {
    if (!prefixed) return undefined;
    // Back or forward to another language's address: the server renders that page in its language.
    const onPopState = () => {
      const shown = splitLanguagePrefix(window.location.pathname).language;
      if (shown && shown !== language.code) window.location.reload();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [prefixed, language.code]);
  return (
    <BrowserRouter key={language.code} basename={prefixed ? languageBasename(language.code) : undefined}>
      {children}
    </BrowserRouter>
  );
}
