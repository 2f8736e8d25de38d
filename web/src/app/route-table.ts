import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { productSlugFromPath } from './route-paths';

/*
 * THE route table (spec §2, ARCHITECTURE §12): every screen of the web app, once. The router
 * (router.tsx) builds its routes from it, the server renderer asks it which paths it renders
 * (isServerRenderedPath, used by entry-server.tsx and so by the BFF's page renderer), main.tsx
 * asks it which chunk to fetch before the first render (preloadRoute), and route-data.ts keys the
 * server's data requests by its ids. To add a screen, add one entry here (above the catch-alls
 * is not needed: the router ranks paths, most specific first) and a module under app/routes/
 * whose default export is the screen.
 *
 * area:
 *  - 'shop'   inside the shopper shell (header, footer); may be server-rendered.
 *  - 'admin'  inside the admin shell, behind sign-in; rendered in the browser only, in its own chunks.
 *  - 'admin-public'  admin pages outside the shell and the sign-in guard (the login page).
 * serverRendered: the BFF renders the page's HTML (an allow-list: only shopper pages may say true).
 * landing: worth fetching the screen's chunk before the first render when a visit starts here.
 */
export type RouteArea = 'shop' | 'admin' | 'admin-public';

type Screen = () => Promise<{ default: ComponentType }>;

export interface RouteEntry {
  /** Names the entry for route data (route-data.ts) and tests. */
  id: string;
  /** Absolute path in react-router's syntax. */
  path: string;
  load: Screen;
  area: RouteArea;
  serverRendered: boolean;
  landing?: boolean;
  /** An API response the screen asks for at once, requested before its code arrives (no server data). */
  preloadApi?: (pathname: string) => string | undefined;
  /** False for pages a search engine must not list (the shopper's own cart, checkout, search results). */
  indexable?: boolean;
  /** An old address of another page: the page's own path (the BFF redirects there in one hop). */
  redirectsTo?: (pathname: string) => string;
}

const shop = (id: string, path: string, load: Screen, options: Partial<RouteEntry> = {}): RouteEntry => ({
  id,
  path,
  load,
  area: 'shop',
  serverRendered: true,
  ...options,
});
const admin = (id: string, path: string, load: Screen, area: RouteArea = 'admin'): RouteEntry => ({
  id,
  path,
  load,
  area,
  serverRendered: false,
  landing: true,
});

// One loader per module, so two paths of the same screen share React.lazy's cache.
const home: Screen = () => import('./routes/home');
const category: Screen = () => import('./routes/category');
const product: Screen = () => import('./routes/product');
const collections: Screen = () => import('./routes/collections');
const guides: Screen = () => import('./routes/guides');
const adminDashboard: Screen = () => import('./routes/admin/dashboard');
const info: Screen = () => import('./routes/info');
const brands: Screen = () => import('./routes/brands');
const alertLinks: Screen = () => import('./routes/alerts');

export const routeTable: readonly RouteEntry[] = [
  shop('home', '/', home, { landing: true }),
  shop('category', '/category/:slug', category, { landing: true }),
  shop('product', '/product/:slug', product, {
    landing: true,
    preloadApi: (pathname) => {
      const slug = productSlugFromPath(pathname);
      return slug ? `/api/products/${encodeURIComponent(slug)}` : undefined;
    },
  }),
  shop('productRedirect', '/products/:slug', () => import('./routes/product-redirect'), {
    serverRendered: false,
    redirectsTo: (pathname) => pathname.replace(/^\/products\//, '/product/'),
  }),
  shop('collections', '/collections', collections, { landing: true }),
  shop('collection', '/collections/:slug', collections, { landing: true }),
  shop('guides', '/guides', guides, { landing: true }),
  shop('guide', '/guides/:slug', guides, { landing: true }),
  shop('brands', '/brands', brands),
  shop('brand', '/brands/:slug', brands),
  shop('deals', '/deals', () => import('./routes/deals')),
  // The compare list lives in the shopper's browser (localStorage): rendered there.
  shop('compare', '/compare', () => import('./routes/compare'), { serverRendered: false, indexable: false }),
  // The information pages: one screen, server-rendered with their text.
  shop('about', '/about', info),
  shop('contact', '/contact', info),
  shop('installation', '/installation', info),
  shop('affiliateDisclosure', '/affiliate-disclosure', info),
  shop('privacy', '/privacy', info),
  shop('terms', '/terms', info),
  shop('cookies', '/cookies', info),
  // Cart, checkout, confirmation and search depend on the shopper's browser (cart session, payment
  // state, typed filters) and are rendered there; search engines do not list them.
  shop('search', '/search', () => import('./routes/search'), { serverRendered: false, indexable: false }),
  shop('cart', '/cart', () => import('./routes/cart'), { serverRendered: false, indexable: false }),
  shop('checkout', '/checkout', () => import('./routes/checkout'), { serverRendered: false, indexable: false }),
  shop('orderConfirmation', '/order-confirmation', () => import('./routes/order-confirmation'), { serverRendered: false, indexable: false }),
  // The pages alerts' mails link to: one person's links, rendered in the browser, never listed.
  shop('alertConfirm', '/alerts/confirm/:token', alertLinks, { serverRendered: false, indexable: false }),
  shop('alertUnsubscribe', '/alerts/unsubscribe/:token', alertLinks, { serverRendered: false, indexable: false }),
  shop('alertsManage', '/alerts/manage/:token', alertLinks, { serverRendered: false, indexable: false }),

  admin('adminLogin', '/admin/login', () => import('./routes/admin/login'), 'admin-public'),
  admin('adminHome', '/admin', adminDashboard),
  admin('adminDashboard', '/admin/dashboard', adminDashboard),
  admin('adminProducts', '/admin/products', () => import('./routes/admin/products')),
  admin('adminMatches', '/admin/matches', () => import('./routes/admin/matches')),
  admin('adminMerchants', '/admin/merchants', () => import('./routes/admin/merchants')),
  admin('adminCategories', '/admin/categories', () => import('./routes/admin/categories')),
  admin('adminCollections', '/admin/collections', () => import('./routes/admin/collections')),
  admin('adminGuides', '/admin/guides', () => import('./routes/admin/guides')),
  admin('adminAnalytics', '/admin/analytics', () => import('./routes/admin/analytics')),
  admin('adminSettings', '/admin/settings', () => import('./routes/admin/settings')),
  // /admin/queues is the BFF's own page (Bull Board), never the app's: a link there reloads the page.
  // Any other admin address: a not-found page inside the admin, never the shopper 404.
  admin('adminNotFound', '/admin/*', () => import('./routes/admin/not-found')),

  // Any other path: the 404 page, rendered on the server with a real 404 status.
  shop('notFound', '*', () => import('./routes/not-found')),
];

/** The admin shell and its sign-in guard: a chunk of its own, loaded with the first admin screen. */
export const loadAdminLayout = () => import('./routes/admin/admin-layout');

export interface RouteMatch {
  entry: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
}

const matchable = routeTable.map((entry) => ({ path: entry.path, entry }));

/** The entry the router shows at `pathname` (its ranking: the most specific path wins). */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const [match] = matchRoutes(matchable, pathname) ?? [];
  return match ? { entry: match.route.entry, params: match.params } : undefined;
}

/**
 * Whether the server renders the page at `pathname` (the BFF asks through entry-server.tsx): only
 * shopper entries that say so, including the 404 page; every /admin address renders in the browser.
 */
export function isServerRenderedPath(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== undefined && match.entry.area === 'shop' && match.entry.serverRendered;
}

/** Whether `pathname` is an admin page (its own shell, no shopper chrome, sign-in required). */
export function isAdminPath(pathname: string): boolean {
  const area = matchRoute(pathname)?.entry.area;
  return area === 'admin' || area === 'admin-public';
}

/** A shopper page as the BFF sees an address: where it lives and whether search engines may list it. */
export interface ShopperPage {
  /** The page's own app path (an old address's new one: /products/x → /product/x). */
  path: string;
  serverRendered: boolean;
  indexable: boolean;
}

/**
 * The shopper page at the app path `pathname` (no language prefix); undefined for admin pages and
 * for addresses no screen has (the 404 page), which have no language versions to redirect to.
 */
export function shopperPage(pathname: string): ShopperPage | undefined {
  const entry = matchRoute(pathname)?.entry;
  if (!entry || entry.area !== 'shop' || entry.id === 'notFound') return undefined;
  return { path: entry.redirectsTo?.(pathname) ?? pathname, serverRendered: entry.serverRendered, indexable: entry.indexable ?? true };
}
