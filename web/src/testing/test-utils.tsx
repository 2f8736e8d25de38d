import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import type { LanguageCode } from '@/i18n/languages';
import type { MessageTable } from '@/i18n/messages';

interface RenderOptions {
  /** Start address; defaults to '/'. */
  route?: string;
  language?: LanguageCode;
  /** The language's own messages (English needs none; load others with `loadMessages`). */
  messages?: MessageTable;
  store?: AppStore;
}

interface Rendered extends RenderResult {
  store: AppStore;
  /** The router's current location (updated on every navigation). */
  location: () => Location;
}

function Harness({ route, language, messages, store, children }: Required<Omit<RenderOptions, 'messages'>> & { messages?: MessageTable; children: ReactNode }) {
  return (
    <AppProvider store={store} language={language} messages={messages}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProvider>
  );
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

function renderInHarness(content: ReactNode, { route = '/', language = 'en', messages, store = makeStore() }: RenderOptions): Rendered {
  let current: Location | undefined;
  const result = render(
    <Harness route={route} language={language} messages={messages} store={store}>
      <LocationProbe onLocation={(location) => (current = location)} />
      {content}
    </Harness>,
  );
  return {
    ...result,
    store,
    location: () => {
      if (!current) throw new Error('router not rendered');
      return current;
    },
  };
}

/** Renders the whole app (shell + routes) at `route` inside a memory router. */
export function renderApp(options: RenderOptions = {}): Rendered {
  return renderInHarness(<AppRoutes />, options);
}

/** Renders one element with the app's providers inside a router (for components that link). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  return renderInHarness(
    <Routes>
      <Route path="*" element={ui} />
    </Routes>,
    options,
  );
}

/** A `fetch` response with a JSON body, for `global.fetch` mocks. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

/** Replaces `global.fetch` (the network boundary) with a mock answering by URL path. */
export function mockFetch(handler: (url: URL, request: Request) => Response | Promise<Response>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    return handler(new URL(request.url), request);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
