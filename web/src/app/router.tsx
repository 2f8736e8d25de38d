import { lazy } from 'react';
import { Route, Routes } from 'react-router';
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
const HomeRoute = lazy(() => import('./routes/home'));
const CategoryRoute = lazy(() => import('./routes/category'));
const ProductRoute = lazy(() => import('./routes/product'));
const ProductRedirectRoute = lazy(() => import('./routes/product-redirect'));
const CollectionsRoute = lazy(() => import('./routes/collections'));
const GuidesRoute = lazy(() => import('./routes/guides'));
const SearchRoute = lazy(() => import('./routes/search'));
const CartRoute = lazy(() => import('./routes/cart'));
const CheckoutRoute = lazy(() => import('./routes/checkout'));
const OrderConfirmationRoute = lazy(() => import('./routes/order-confirmation'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

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
