import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { SEARCH_PAGE_SIZE } from '@/config/constants';
import { useGetCategoriesQuery } from '@/features/catalog/api/catalog-api';
import {
  useGetBrandsQuery,
  useGetProductListingInfiniteQuery,
  type ProductListingArg,
} from '@/features/catalog/api/products-api';
import { ProductListing } from '@/features/catalog/components/product-listing';
import { SearchPage } from '@/features/search/components/search-page';
import { useListingFilters } from '@/features/search/hooks/use-listing-filters';
import { hasFilters } from '@/features/search/lib/listing-filters';

/**
 * /search (spec §2). The search feature owns the page, its form, filters and sort (all in the
 * address); the catalogue feature supplies the paged grid. The listing hook here and the one
 * inside ProductListing share one cache entry (same argument), so one request feeds the grid,
 * the result count and the facet counts of the sidebar.
 */
export default function SearchRoute() {
  const control = useListingFilters();
  // A term or any filter (the partner link's `brand=`) lists results; neither shows the intro.
  const listing = Boolean(control.filters.term) || hasFilters(control.filters);
  const arg = useMemo<ProductListingArg | undefined>(
    () => (listing ? { limit: SEARCH_PAGE_SIZE, params: control.queryParams } : undefined),
    [listing, control.queryParams],
  );
  const { data: categories = [] } = useGetCategoriesQuery(listing ? undefined : skipToken);
  const { data: brands = [] } = useGetBrandsQuery(listing ? undefined : skipToken);
  const { data, currentData } = useGetProductListingInfiniteQuery(arg ?? skipToken);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <SearchPage
        control={control}
        total={currentData?.pages[0]?.total}
        facets={data?.pages[0]?.facets}
        categories={categories}
        brands={brands}
        renderResults={(noResults) =>
          arg ? (
            <ProductListing
              arg={arg}
              emptyState={noResults}
              showCount={false}
              onClearFilters={control.clearFilters}
              gridClassName="xl:grid-cols-3"
            />
          ) : null
        }
      />
    </div>
  );
}
