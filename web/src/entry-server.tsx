/**
 * The server renderer: the BFF calls `renderPage` for a browser navigation (bff/src/spa) and
 * sends the HTML inside index.html, so the page paints before any JavaScript runs; main.tsx then
 * hydrates it. Built by `vite build --ssr` into dist-server/.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { prefetchRouteData } from '@/app/route-data';
import { AppRoutes } from '@/app/router';
import { definiteQueries, serverStateScript } from '@/app/server-state';
import { makeStore } from '@/app/store';
import { ServerDocumentContext, type ServerDocument } from '@/components/seo/document-context';
import { textLanguage, type LanguageCode } from '@/i18n/languages';
import { loadMessages } from '@/i18n/messages';
import { resolveInitialLanguage } from '@/i18n/resolve-language';
import type { ApiTransport } from '@/lib/api';

export { isServerRenderedPath } from '@/app/route-table';
export { LANGUAGE_STORAGE_KEY as LANGUAGE_COOKIE } from '@/i18n/resolve-language';

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  origin: string;
  /** The shopper's stored language choice (its cookie), if any. */
  storedLanguage?: string;
  /** The browser's preferred language: the first tag of Accept-Language. */
  browserLanguage?: string;
  transport: ApiTransport;
  /** Aborting renders what is ready, with skeletons for the rest. */
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  /** The language the page's text is in, for `<html lang>` (textLanguage of the shopper's choice). */
  textLanguage: LanguageCode;
  title?: string;
  description?: string;
  /** The markup of the #root element. */
  html: string;
  /** The script element carrying the ServerState the browser hydrates with (main.tsx). */
  stateScript: string;
}

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const language = resolveInitialLanguage(request.storedLanguage, request.browserLanguage);
  // Fetched into a scratch store; the page renders with the definite results only, the same the
  // browser hydrates with.
  const scratch = makeStore({ transport: request.transport });
  const [messages] = await Promise.all([
    loadMessages(language),
    prefetchRouteData(scratch, new URL(request.url, request.origin), language),
  ]);
  const queries = definiteQueries(scratch.getState().api.queries);
  const store = makeStore({ transport: request.transport, preloadedQueries: queries });
  const document: ServerDocument = { origin: request.origin };
  const { prelude } = await prerender(
    <StrictMode>
      <ServerDocumentContext.Provider value={document}>
        <AppProvider store={store} language={language} messages={messages}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </ServerDocumentContext.Provider>
    </StrictMode>,
    // Inline every finished boundary: React would otherwise move big ones into hidden segments that
    // an inline script reveals, and the page would be blank without JavaScript.
    { signal: request.signal, onError: request.onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return {
    status: document.status ?? 200,
    textLanguage: textLanguage(language),
    title: document.title,
    description: document.description,
    html,
    stateScript: serverStateScript({ language, queries }),
  };
}
