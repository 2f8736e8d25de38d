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

/**
 * /search (spec §2). The search feature owns the page, its form, filters and sort (all in the
 * address); the catalogue feature supplies the paged grid. The listing hook here and the one
 * inside ProductListing share one cache entry (same argument), so one request feeds the grid,
 * the result count and the facet counts of the sidebar.
 */
export default function SearchRoute() {
  const control = useListingFilters();
  const { term } = control.filters;
  const arg = useMemo<ProductListingArg | undefined>(
    () => (term ? { limit: SEARCH_PAGE_SIZE, params: control.queryParams } : undefined),
    [term, control.queryParams],
  );
  const { data: categories = [] } = useGetCategoriesQuery(term ? undefined : skipToken);
  const { data: brands = [] } = useGetBrandsQuery(term ? undefined : skipToken);
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
              onClearFilters={control.clearFilters}
              gridClassName="xl:grid-cols-3"
            />
          ) : null
        }
      />
    </div>
  );
}
