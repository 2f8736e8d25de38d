import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LocalizedBrowserRouter, showLanguageInAddress } from '@/app/localized-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadRoute } from '@/app/router';
import { readServerState } from '@/app/server-state';
import { makeStore } from '@/app/store';
import { textLanguage } from '@/i18n/languages';
import { splitLanguagePrefix } from '@/i18n/localized-path';
import { loadMessages } from '@/i18n/messages';
import { detectInitialLanguage, syncLanguageCookie } from '@/i18n/resolve-language';
import { readDeliverTo } from '@/features/deliver-to/deliver-to-cookie';
import { shareStyleNonce } from '@/lib/style-nonce';
import './index.css';

async function start(root: HTMLElement): Promise<void> {
  shareStyleNonce();
  // A page's language is its address's prefix (the server redirected there and rendered it in it).
  // An unprefixed address (an unknown one's 404 page) is in the language the server resolved from
  // the cookie and Accept-Language; when the browser resolves the same one, the page is hydrated
  // with the server's data, otherwise (a choice stored before the cookie existed) rendered afresh.
  const address = splitLanguagePrefix(window.location.pathname);
  const prefixed = address.language !== undefined;
  const language = address.language ?? detectInitialLanguage();
  const server = readServerState();
  const hydrate = server?.language === language && root.hasChildNodes();
  syncLanguageCookie();

  // The screen's own chunk starts downloading now, alongside the messages, not after the first render.
  preloadRoute(address.path, { withData: !hydrate });

  // The first render is in the right language: its messages (one small chunk; English needs none,
  // it is each message's default) are loaded before rendering.
  document.documentElement.lang = textLanguage(language);
  const messages = await loadMessages(language).catch((error: unknown) => {
    console.error(error);
    return undefined;
  });

  const store = makeStore({ preloadedQueries: hydrate ? server.queries : undefined });
  const app = (
    <StrictMode>
      <AppProvider store={store} language={language} messages={messages} onLanguageChange={showLanguageInAddress} deliverTo={readDeliverTo(document.cookie)}>
        <LocalizedBrowserRouter prefixed={prefixed}>
          <AppRoutes localized={prefixed} />
        </LocalizedBrowserRouter>
      </AppProvider>
    </StrictMode>
  );

  // A transition lets React yield to the browser while it renders or hydrates (no long tasks), and
  // the server's HTML stays on screen until React commits.
  const run = () =>
    startTransition(() => {
      if (hydrate) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  // The server's HTML is painted before hydration starts: on a busy CPU the first paint otherwise
  // waited behind React's work (Lighthouse saw it ~1 s after the page had loaded). A hidden tab
  // runs no animation frames, so it starts at once.
  if (hydrate && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
  else run();
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Not a top-level await: with one, Rollup cannot fold the app code lazy screens share into the entry chunk.
void start(root);
