import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, type ResolvedIntlConfig } from 'react-intl';
import { FALLBACK_LANGUAGE, formatLocale, getLanguage, textLanguage, type Language, type LanguageCode } from './languages';
import { getLoadedMessages, loadMessages, type MessageTable } from './messages';
import { rememberLanguage } from './resolve-language';

interface LanguageContextValue {
  language: Language;
  /** Loads the language's messages, then switches, stores the choice and sets `<html lang>`. */
  setLanguage: (code: LanguageCode) => Promise<void>;
  /** True while a newly chosen language's messages are being fetched. */
  isSwitching: boolean;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * A missing translation is expected (16 languages are empty and show the English
 * `defaultMessage`), so only real formatting errors are reported.
 */
const onIntlError: ResolvedIntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

interface LanguageProviderProps {
  initialLanguage: LanguageCode;
  /** The initial language's own messages when the caller already loaded them (see main.tsx). */
  initialMessages?: MessageTable;
  /** Called with a newly chosen language just before the app switches to it (the address follows, main.tsx). */
  onLanguageChange?: (code: LanguageCode) => void;
  children: ReactNode;
}

export function LanguageProvider({ initialLanguage, initialMessages, onLanguageChange, children }: LanguageProviderProps) {
  const [state, setState] = useState(() => ({
    code: initialLanguage,
    messages: initialMessages ?? getLoadedMessages(initialLanguage) ?? {},
  }));
  const [isSwitching, setIsSwitching] = useState(false);
  const onChange = useRef(onLanguageChange);
  onChange.current = onLanguageChange;

  useEffect(() => {
    document.documentElement.lang = textLanguage(state.code);
  }, [state.code]);

  const setLanguage = useCallback(async (code: LanguageCode) => {
    setIsSwitching(true);
    try {
      const messages = await loadMessages(code).catch((error: unknown) => {
        // The chunk could not be fetched (offline, new deploy): switch anyway, in English.
        console.error(error);
        return {};
      });
      onChange.current?.(code);
      setState({ code, messages });
      rememberLanguage(code);
    } finally {
      setIsSwitching(false);
    }
  }, []);

  const value = useMemo(
    () => ({ language: getLanguage(state.code), setLanguage, isSwitching }),
    [state.code, setLanguage, isSwitching],
  );

  return (
    <LanguageContext.Provider value={value}>
      {/* defaultLocale is the language of the `defaultMessage`s (the fallback), not the app's default language. */}
      <IntlProvider locale={formatLocale(state.code)} defaultLocale={FALLBACK_LANGUAGE} messages={state.messages} onError={onIntlError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return context;
}
