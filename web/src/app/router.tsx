import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { productSlugFromPath } from './route-paths';
import { RootLayout } from './routes/root-layout';

/*
 * The route table (spec §2). Every screen is its own chunk: a module under app/routes/ whose
 * default export is the screen, composed from features. To add one:
 *
 *   const CategoryRoute = lazy(() => import('./routes/category'));
 *   <Route path="category/:slug" element={<CategoryRoute />} />        (above the catch-all)
 *
 * RootLayout renders the page inside an error boundary and a Suspense fallback, so a screen needs
 * neither. Paths the header or footer link to without a screen yet (/brands, /deals, /compare, ...)
 * fall to the 404 page (ARCHITECTURE §11). Data comes from RTK Query hooks, not route loaders.
 */
const importHome = () => import('./routes/home');
const importCategory = () => import('./routes/category');
const importProduct = () => import('./routes/product');
const HomeRoute = lazy(importHome);
const CategoryRoute = lazy(importCategory);
const ProductRoute = lazy(importProduct);
const ProductRedirectRoute = lazy(() => import('./routes/product-redirect'));
const importCollections = () => import('./routes/collections');
const importGuides = () => import('./routes/guides');
const CollectionsRoute = lazy(importCollections);
const GuidesRoute = lazy(importGuides);
const SearchRoute = lazy(() => import('./routes/search'));
const CartRoute = lazy(() => import('./routes/cart'));
const CheckoutRoute = lazy(() => import('./routes/checkout'));
const OrderConfirmationRoute = lazy(() => import('./routes/order-confirmation'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

/** Landing screens whose chunk is worth fetching before the first render (see preloadRoute). */
const LANDING_ROUTES: Array<[test: (path: string) => boolean, load: () => Promise<unknown>]> = [
  [(path) => path === '/', importHome],
  [(path) => path.startsWith('/category/'), importCategory],
  [(path) => path.startsWith('/product/'), importProduct],
  [(path) => path === '/collections' || path.startsWith('/collections/'), importCollections],
  [(path) => path === '/guides' || path.startsWith('/guides/'), importGuides],
];

/**
 * Starts downloading the chunk of the screen at `pathname` at once (main.tsx calls it before it
 * awaits the language's messages), so the first render does not wait for a second round trip;
 * `withData` also asks for the screen's data, when the server did not render the page with it.
 * React.lazy later gets the same module from the loader's cache.
 */
export function preloadRoute(pathname: string, { withData }: { withData: boolean }): void {
  const match = LANDING_ROUTES.find(([test]) => test(pathname));
  match?.[1]().catch(() => undefined); // a failure shows when the route renders, in its error boundary
  const product = withData ? productSlugFromPath(pathname) : undefined;
  if (product) preloadApi(`/api/products/${encodeURIComponent(product)}`);
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="category/:slug" element={<CategoryRoute />} />
        <Route path="product/:slug" element={<ProductRoute />} />
        <Route path="products/:slug" element={<ProductRedirectRoute />} />
        <Route path="collections" element={<CollectionsRoute />} />
        <Route path="collections/:slug" element={<CollectionsRoute />} />
        <Route path="guides" element={<GuidesRoute />} />
        <Route path="guides/:slug" element={<GuidesRoute />} />
        <Route path="search" element={<SearchRoute />} />
        <Route path="cart" element={<CartRoute />} />
        <Route path="checkout" element={<CheckoutRoute />} />
        <Route path="order-confirmation" element={<OrderConfirmationRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
