import { catalogApi } from '@/features/catalog/api/catalog-api';
import { collectionsApi } from '@/features/catalog/api/collections-api';
import { productsApi } from '@/features/catalog/api/products-api';
import type { AppStore } from './store';

/** The slug of a `/product/{slug}` path, decoded as the router's params are; undefined otherwise. */
export function productSlugFromPath(pathname: string): string | undefined {
  const raw = /^\/product\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined; // a malformed escape: the route renders its not-found state
  }
}

/**
 * Screens whose HTML the server renders. Cart, checkout, confirmation and search depend on the
 * shopper's browser (cart session, payment state, typed filters) and are rendered there.
 */
export function isServerRenderedPath(pathname: string): boolean {
  return !/^\/(cart|checkout|order-confirmation|search|products)(\/|$)/.test(pathname);
}

/**
 * API results a screen renders with on the server, fetched before it renders: the product page's
 * product (its image is the page's largest paint), and the home page's catalogue sections, which
 * the home page requests at once while their code is still loading; rendered without them on the
 * server, they would hydrate against data the browser already had and not match. Every other
 * screen renders its skeletons on the server and fetches in the browser.
 */
export async function prefetchRouteData(store: AppStore, pathname: string): Promise<void> {
  const requests: Array<PromiseLike<unknown> & { unsubscribe: () => void }> =
    pathname === '/'
      ? [
          store.dispatch(catalogApi.endpoints.getCategories.initiate()),
          store.dispatch(productsApi.endpoints.getFeaturedProducts.initiate()),
          store.dispatch(collectionsApi.endpoints.getFeaturedCollections.initiate()),
        ]
      : [];
  const slug = productSlugFromPath(pathname);
  if (slug) requests.push(store.dispatch(productsApi.endpoints.getProduct.initiate(slug)));
  try {
    await Promise.all(requests);
  } finally {
    for (const request of requests) request.unsubscribe();
  }
}
