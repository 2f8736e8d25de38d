import { catalogApi } from '@/features/catalog/api/catalog-api';
import { collectionsApi } from '@/features/catalog/api/collections-api';
import { guidesApi } from '@/features/catalog/api/guides-api';
import { productsApi } from '@/features/catalog/api/products-api';
import type { LanguageCode } from '@/i18n/languages';
import { slugFromPath } from './route-paths';
import type { AppStore } from './store';

type Request = PromiseLike<unknown> & { unsubscribe: () => void };

/**
 * The API results a screen renders with on the server, fetched before it renders, so the HTML
 * holds the page itself (heading, title and description, the not-found state with its 404) and
 * not a skeleton. Each is exactly the request the screen's own hook makes on its first render, so
 * the browser hydrates with the same data. What the screen only asks for after it has rendered
 * (the category's product listing and facets, related products) stays a skeleton on both sides.
 * The home page's sections must be here: its header asks for categories at once, and the home
 * screen would hydrate against data the browser already had.
 */
function requestsFor(store: AppStore, pathname: string, language: LanguageCode): Request[] {
  const { dispatch } = store;
  if (pathname === '/')
    return [
      dispatch(catalogApi.endpoints.getCategories.initiate()),
      dispatch(productsApi.endpoints.getFeaturedProducts.initiate()),
      dispatch(collectionsApi.endpoints.getFeaturedCollections.initiate()),
    ];
  if (pathname === '/collections' || pathname === '/collections/')
    return [
      dispatch(collectionsApi.endpoints.getCollections.initiate()),
      dispatch(collectionsApi.endpoints.getFeaturedCollections.initiate()),
    ];
  if (pathname === '/guides' || pathname === '/guides/') return [dispatch(guidesApi.endpoints.getGuides.initiate(language))];

  const product = slugFromPath(pathname, 'product');
  if (product) return [dispatch(productsApi.endpoints.getProduct.initiate(product))];
  const category = slugFromPath(pathname, 'category');
  if (category) return [dispatch(catalogApi.endpoints.getCategory.initiate(category))];
  const collection = slugFromPath(pathname, 'collections');
  if (collection) return [dispatch(collectionsApi.endpoints.getCollection.initiate(collection))];
  const guide = slugFromPath(pathname, 'guides');
  if (guide) return [dispatch(guidesApi.endpoints.getGuide.initiate({ slug: guide, language }))];
  return [];
}

export async function prefetchRouteData(store: AppStore, pathname: string, language: LanguageCode): Promise<void> {
  const requests = requestsFor(store, pathname, language);
  try {
    await Promise.all(requests);
  } finally {
    for (const request of requests) request.unsubscribe();
  }
}
