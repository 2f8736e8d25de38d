import { CATEGORY_PAGE_SIZE } from '@/config/constants';
import { catalogApi } from '@/features/catalog/api/catalog-api';
import { collectionsApi } from '@/features/catalog/api/collections-api';
import { guidesApi } from '@/features/catalog/api/guides-api';
import { productsApi } from '@/features/catalog/api/products-api';
import {
  listingQueryParams,
  parseListingFilters,
  type ListingSortKey,
} from '@/features/search/lib/listing-filters';
import type { ListingParams } from '@/features/catalog/api/products-api';
import { DEALS_FIXED } from './routes/fixed-listing-params';
import { DEALS_SORT_OPTION, deliveryCountryFor, type DeliveryCountry } from '@lumina/contracts';
import type { LanguageCode } from '@/i18n/languages';
import { slugFromPath } from './route-paths';
import { matchRoute } from './route-table';
import type { AppStore } from './store';

type Request = PromiseLike<unknown> & { unsubscribe: () => void };
/** Keeps a request to unsubscribe once rendering has its result. */
type Track = <R extends Request>(request: R) => R;

interface DataContext {
  store: AppStore;
  url: URL;
  language: LanguageCode;
  /** The 'Deliver to' country the page is for. */
  country: DeliveryCountry;
  track: Track;
}
type RouteData = (context: DataContext) => Array<PromiseLike<unknown>>;

/**
 * The API results a screen renders with on the server, fetched before it renders, so the HTML
 * holds the page itself (heading, title and description, listings, the not-found state with its
 * 404) and not a skeleton; keyed by the route table's entry ids (route-table.ts). Each is exactly
 * the request the screen's own hooks make, with the same arguments (the category listing's come
 * from the address, as in useListingFilters), so the browser hydrates with the same data. What a
 * screen asks for only after it has rendered (related products) stays a skeleton on both sides.
 * The home page's sections must be here: its header asks for categories at once, and the home
 * screen would hydrate against data the browser already had. Slugs are read with slugFromPath,
 * which leaves a malformed escape without data (the screen renders its not-found state).
 */
const ROUTE_DATA: Readonly<Record<string, RouteData>> = {
  home: ({ store: { dispatch }, language, track }) => [
    track(dispatch(catalogApi.endpoints.getCategories.initiate(language))),
    track(dispatch(productsApi.endpoints.getFeaturedProducts.initiate())),
    track(dispatch(collectionsApi.endpoints.getFeaturedCollections.initiate())),
  ],
  collections: ({ store: { dispatch }, track }) => [
    track(dispatch(collectionsApi.endpoints.getCollections.initiate())),
    track(dispatch(collectionsApi.endpoints.getFeaturedCollections.initiate())),
  ],
  guides: ({ store: { dispatch }, language, track }) => [
    track(dispatch(guidesApi.endpoints.getGuides.initiate(language))),
  ],
  product: ({ store: { dispatch }, url, language, country, track }) => {
    const slug = slugFromPath(url.pathname, 'product');
    return slug
      ? [track(dispatch(productsApi.endpoints.getProduct.initiate({ slug, country, language })))]
      : [];
  },
  category: ({ store, url, language, track }) => {
    const slug = slugFromPath(url.pathname, 'category');
    return slug
      ? [
          track(store.dispatch(productsApi.endpoints.getBrands.initiate())),
          track(store.dispatch(catalogApi.endpoints.getCategories.initiate(language))),
          categoryWithListing(store, slug, language, url.searchParams, track),
        ]
      : [];
  },
  collection: ({ store: { dispatch }, url, track }) => {
    const slug = slugFromPath(url.pathname, 'collections');
    return slug ? [track(dispatch(collectionsApi.endpoints.getCollection.initiate(slug)))] : [];
  },
  brands: ({ store: { dispatch }, track }) => [track(dispatch(productsApi.endpoints.getBrands.initiate()))],
  brand: ({ store: { dispatch }, url, track }) => {
    const slug = slugFromPath(url.pathname, 'brands');
    // An odd slug needs no listing: the page shows its not-found card once the brands are known.
    if (!slug) return [track(dispatch(productsApi.endpoints.getBrands.initiate()))];
    return [
      track(dispatch(productsApi.endpoints.getBrands.initiate())),
      track(
        dispatch(
          productsApi.endpoints.getProductListing.initiate(
            fixedListingArg(url.searchParams, { brand: [slug] }),
          ),
        ),
      ),
    ];
  },
  deals: ({ store: { dispatch }, url, track }) => [
    track(dispatch(productsApi.endpoints.getBrands.initiate())),
    track(
      dispatch(
        productsApi.endpoints.getProductListing.initiate(
          fixedListingArg(url.searchParams, DEALS_FIXED, DEALS_SORT_OPTION.key),
        ),
      ),
    ),
  ],
  guide: ({ store: { dispatch }, url, language, track }) => {
    const slug = slugFromPath(url.pathname, 'guides');
    return slug ? [track(dispatch(guidesApi.endpoints.getGuide.initiate({ slug, language })))] : [];
  },
};

/** The argument FixedListing (routes/fixed-listing.tsx) asks with: the address's filters plus the page's fixed ones. */
function fixedListingArg(search: URLSearchParams, fixed: ListingParams, defaultSort?: ListingSortKey) {
  return {
    limit: CATEGORY_PAGE_SIZE,
    params: { ...listingQueryParams(parseListingFilters(search, defaultSort), defaultSort), ...fixed },
  };
}

function requestsFor(
  store: AppStore,
  url: URL,
  language: LanguageCode,
  country: DeliveryCountry,
  track: Track,
): Array<PromiseLike<unknown>> {
  const match = matchRoute(url.pathname);
  if (!match?.entry.serverRendered) return [];
  return ROUTE_DATA[match.entry.id]?.({ store, url, language, country, track }) ?? [];
}

/** The category, then (its id is the listing's argument) the first page of its listing. */
async function categoryWithListing(
  store: AppStore,
  slug: string,
  language: LanguageCode,
  search: URLSearchParams,
  track: Track,
): Promise<void> {
  const { data: category } = await track(
    store.dispatch(catalogApi.endpoints.getCategory.initiate({ slug, language })),
  );
  if (!category) return;
  const params = listingQueryParams(parseListingFilters(search));
  await track(
    store.dispatch(
      productsApi.endpoints.getProductListing.initiate({
        category: category.id,
        limit: CATEGORY_PAGE_SIZE,
        params,
      }),
    ),
  );
}

/** Fetches the data the page at `url` renders with into the store; the results stay in its cache. */
export async function prefetchRouteData(
  store: AppStore,
  url: URL,
  language: LanguageCode,
  deliverTo?: DeliveryCountry,
): Promise<void> {
  const requests: Request[] = [];
  const track: Track = (request) => {
    requests.push(request);
    return request;
  };
  try {
    await Promise.all(
      requestsFor(store, url, language, deliverTo ?? deliveryCountryFor(undefined, language), track),
    );
  } finally {
    for (const request of requests) request.unsubscribe();
  }
}
