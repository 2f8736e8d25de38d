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
import { isAdminPath, isServerRenderedPath } from '@/app/route-table';
import { DEFAULT_LANGUAGE, getLanguage, textLanguage, type LanguageCode } from '@/i18n/languages';
import { languageBasename, splitLanguagePrefix } from '@/i18n/localized-path';
import { loadMessages } from '@/i18n/messages';
import type { ApiTransport } from '@/lib/api';
import { isDeliveryCountry } from '@lumina/contracts';

export { shopperPage } from '@/app/route-table';
export { localizedPath, splitLanguagePrefix } from '@/i18n/localized-path';
export { textLanguage };

/**
 * Whether the server renders the page at `pathname` (a prefixed address or an unknown one): under
 * a language prefix an admin address is the 404 page (the admin lives at /admin only).
 */
export function isServerRenderedAddress(pathname: string): boolean {
  const { language, path } = splitLanguagePrefix(pathname);
  return (language !== undefined && isAdminPath(path)) || isServerRenderedPath(path);
}

/** The Open Graph locale of a language (language_TERRITORY; Norwegian Bokmål is nb). */
function openGraphLocale(language: LanguageCode): string {
  return `${language === 'no' ? 'nb' : language}_${getLanguage(language).country.toUpperCase()}`;
}

export interface RenderRequest {
  /** Path and query string of the page: a language's address (/de/product/x), or an unknown one. */
  url: string;
  origin: string;
  /** The visitor's language, for an address without a language prefix (the 404 page of an unknown address). */
  visitorLanguage?: LanguageCode;
  /** The visitor's 'Deliver to' cookie value, if any (product pages show offers for it). */
  deliverTo?: string;
  transport: ApiTransport;
  /** Aborting renders what is ready, with skeletons for the rest. */
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  /** The page's language: its address's, else the visitor's. */
  language: LanguageCode;
  /** Its Open Graph locale (de_DE). */
  locale: string;
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
  const url = new URL(request.url, request.origin);
  const address = splitLanguagePrefix(url.pathname);
  const language = address.language ?? request.visitorLanguage ?? DEFAULT_LANGUAGE;
  const basename = address.language && languageBasename(address.language);
  const deliverTo = isDeliveryCountry(request.deliverTo) ? request.deliverTo : undefined;
  // The route table and the screens see the app's own path; the router's basename keeps links under the prefix.
  const appUrl = new URL(`${address.path}${url.search}`, request.origin);
  // Fetched into a scratch store; the page renders with the definite results only, the same the
  // browser hydrates with.
  const scratch = makeStore({ transport: request.transport });
  const [messages] = await Promise.all([
    loadMessages(language),
    prefetchRouteData(scratch, appUrl, language, deliverTo),
  ]);
  const queries = definiteQueries(scratch.getState().api.queries);
  const store = makeStore({ transport: request.transport, preloadedQueries: queries });
  const document: ServerDocument = { origin: request.origin };
  const { prelude } = await prerender(
    <StrictMode>
      <ServerDocumentContext.Provider value={document}>
        <AppProvider store={store} language={language} messages={messages} deliverTo={deliverTo}>
          <StaticRouter location={request.url} basename={basename}>
            <AppRoutes localized={basename !== undefined} />
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
    language,
    locale: openGraphLocale(language),
    textLanguage: textLanguage(language),
    title: document.title,
    description: document.description,
    html,
    stateScript: serverStateScript({ language, queries }),
  };
}
