import type { DeliveryCountry } from '@lumina/contracts';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { DeliverToProvider } from '@/features/deliver-to/deliver-to-context';
import { LanguageProvider } from '@/i18n/language-provider';
import type { LanguageCode } from '@/i18n/languages';
import type { MessageTable } from '@/i18n/messages';
import type { AppStore } from './store';

interface AppProviderProps {
  store: AppStore;
  language: LanguageCode;
  messages?: MessageTable;
  /** See LanguageProvider: the browser moves the address to the chosen language's. */
  onLanguageChange?: (code: LanguageCode) => void;
  /** The remembered 'Deliver to' choice (the `deliver_to` cookie), if any. */
  deliverTo?: DeliveryCountry;
  children: ReactNode;
}

/**
 * Everything a screen may rely on: the store, the language (react-intl) and toasts. Tooltips bring
 * their own provider (see components/ui/tooltip.tsx).
 */
export function AppProvider({ store, language, messages, onLanguageChange, deliverTo, children }: AppProviderProps) {
  return (
    <ReduxProvider store={store}>
      <LanguageProvider initialLanguage={language} initialMessages={messages} onLanguageChange={onLanguageChange}>
        <DeliverToProvider initial={deliverTo}>
          {children}
          <DeferredToaster />
        </DeliverToProvider>
      </LanguageProvider>
    </ReduxProvider>
  );
}
