import { defineMessages } from 'react-intl';

/** Messages shared by several catalogue screens (spec §8 texts). */
export const catalogMessages = defineMessages({
  returnHome: { id: 'catalog.returnHome', defaultMessage: 'Return Home', description: 'Link from a not-found state to the home page' },
  productsFound: {
    id: 'catalog.productsFound',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
    description: 'Number of products in a listing or collection',
  },
  showing: {
    id: 'catalog.showing',
    defaultMessage: 'Showing {shown} of {total, plural, one {# product} other {# products}}',
    description: 'Listing count above the product grid, e.g. Showing 12 of 40 products',
  },
  loadMore: { id: 'catalog.loadMore', defaultMessage: 'Load More', description: 'Button that loads the next page of products' },
  loadingMore: { id: 'catalog.loadingMore', defaultMessage: 'Loading…', description: 'Load More button text while the next page loads' },
  noProductsTitle: { id: 'catalog.noProducts.title', defaultMessage: 'No products found', description: 'Empty state of a product listing' },
  noProductsText: {
    id: 'catalog.noProducts.text',
    defaultMessage: 'No products match your current filters. Try adjusting your search criteria.',
    description: 'Text of the empty product listing state',
  },
  clearFilters: { id: 'catalog.clearFilters', defaultMessage: 'Clear Filters', description: 'Button that clears the listing filters' },
});
