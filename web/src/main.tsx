import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadRoute } from '@/app/router';
import { readServerState } from '@/app/server-state';
import { makeStore } from '@/app/store';
import { textLanguage } from '@/i18n/languages';
import { loadMessages } from '@/i18n/messages';
import { detectInitialLanguage, syncLanguageCookie } from '@/i18n/resolve-language';
import { shareStyleNonce } from '@/lib/style-nonce';
import './index.css';

async function start(root: HTMLElement): Promise<void> {
  shareStyleNonce();
  // The server rendered the page (bff/src/spa) in the language it resolved from the cookie and
  // Accept-Language. When the browser resolves the same one, the page is hydrated with the server's
  // data; otherwise (a choice stored before the cookie existed) it is rendered afresh.
  const language = detectInitialLanguage();
  const server = readServerState();
  const hydrate = server?.language === language && root.hasChildNodes();
  syncLanguageCookie();

  // The screen's own chunk starts downloading now, alongside the messages, not after the first render.
  preloadRoute(window.location.pathname, { withData: !hydrate });

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
      <AppProvider store={store} language={language} messages={messages}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
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
