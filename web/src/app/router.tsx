import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { loadAdminLayout, matchRoute, routeTable, type RouteArea, type RouteEntry } from './route-table';
import { RootLayout } from './routes/root-layout';

/*
 * The router, built from the one route table (route-table.ts): add screens there, not here. Every
 * screen is its own chunk (React.lazy over the entry's loader). Shopper screens render inside
 * RootLayout (header, footer, error boundary, Suspense); admin screens inside the admin shell,
 * itself a lazy chunk, so no admin code is part of a shopper page's first-load JavaScript. Data
 * comes from RTK Query hooks, not route loaders.
 */
const screens = new Map<RouteEntry['load'], LazyExoticComponent<ComponentType>>();
function screenOf(entry: RouteEntry): LazyExoticComponent<ComponentType> {
  let screen = screens.get(entry.load);
  if (!screen) {
    screen = lazy(entry.load);
    screens.set(entry.load, screen);
  }
  return screen;
}

const AdminLayout = lazy(loadAdminLayout);

/** Marks the document interactive once an admin page has rendered (the journeys wait for it, as in RootLayout). */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

/** Admin pages: browser-rendered only; a plain fallback while their chunks arrive. */
function AdminArea() {
  return (
    <Suspense fallback={<div className="min-h-dvh bg-muted/30" aria-busy="true" />}>
      <Outlet />
      <MarkInteractive />
    </Suspense>
  );
}

function routesOf(area: RouteArea) {
  return routeTable
    .filter((entry) => entry.area === area)
    .map((entry) => {
      const Screen = screenOf(entry);
      return <Route key={entry.id} path={entry.path} element={<Screen />} />;
    });
}

/**
 * Starts downloading the chunk of the screen at `pathname` at once (main.tsx calls it before it
 * awaits the language's messages), so the first render does not wait for a second round trip;
 * `withData` also asks for the screen's data, when the server did not render the page with it.
 * React.lazy later gets the same module from the loader's cache.
 */
export function preloadRoute(pathname: string, { withData }: { withData: boolean }): void {
  const entry = matchRoute(pathname)?.entry;
  if (!entry) return;
  // A failure shows when the route renders, in its error boundary.
  if (entry.landing) entry.load().catch(() => undefined);
  if (entry.area === 'admin') loadAdminLayout().catch(() => undefined);
  const href = withData ? entry.preloadApi?.(pathname) : undefined;
  if (href) preloadApi(href);
}

/**
 * Asks the browser for an API response the screen is about to request, so it arrives while the
 * JavaScript downloads (the product image, the page's largest paint, depends on it). RTK Query's
 * later fetch of the same URL (same origin, credentials included) is answered from the preload.
 */
function preloadApi(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * `localized`: the router runs under a language prefix (its basename, e.g. /de): shopper pages only;
 * the admin lives at /admin, so /de/admin is the 404 page.
 */
export function AppRoutes({ localized = false }: { localized?: boolean }) {
  return (
    <Routes>
      <Route element={<RootLayout />}>{routesOf('shop')}</Route>
      {!localized && (
        <Route element={<AdminArea />}>
          {routesOf('admin-public')}
          <Route element={<AdminLayout />}>{routesOf('admin')}</Route>
        </Route>
      )}
    </Routes>
  );
}
