import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { LanguageCode } from '@/i18n/languages';
import type { MessageTable } from '@/i18n/messages';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { makeStore } from './store';

interface AppProps {
  language: LanguageCode;
  messages?: MessageTable;
}

export function App({ language, messages }: AppProps) {
  const [store] = useState(makeStore);
  return (
    <AppProvider store={store} language={language} messages={messages}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
