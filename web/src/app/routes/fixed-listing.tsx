import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { CATEGORY_PAGE_SIZE } from '@/config/constants';
import { useGetBrandsQuery, useGetProductListingInfiniteQuery, type ListingParams } from '@/features/catalog/api/products-api';
import { ProductListing } from '@/features/catalog/components/product-listing';
import { FilterSidebar } from '@/features/search/components/filter-sidebar';
import { SortMenu } from '@/features/search/components/sort-menu';
import { useListingFilters } from '@/features/search/hooks/use-listing-filters';
import type { ListingSortKey } from '@/features/search/lib/listing-filters';

interface FixedListingProps {
  /** Heading, lead and head of the page. */
  header: ReactNode;
  /** Conditions the page always applies (a brand, products on sale), on top of the shopper's filters. */
  fixed: ListingParams;
  defaultSort?: ListingSortKey;
  sortOptions?: readonly { key: ListingSortKey }[];
}

/**
 * A listing with the category screen's filters, sort and Load More, narrowed by fixed conditions:
 * a brand's page and the deals page. Composed here because features never import each other.
 */
export function FixedListing({ header, fixed, defaultSort, sortOptions }: FixedListingProps) {
  const control = useListingFilters(defaultSort);
  const { data: brands = [] } = useGetBrandsQuery();
  const arg = useMemo(() => ({ limit: CATEGORY_PAGE_SIZE, params: { ...control.queryParams, ...fixed } }), [control.queryParams, fixed]);
  const { data } = useGetProductListingInfiniteQuery(arg);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      {header}
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside>
          <FilterSidebar
            filters={control.filters}
            facets={data?.pages[0]?.facets}
            brands={'brand' in fixed ? [] : brands}
            onToggle={control.toggle}
            onPriceChange={control.setPriceRange}
            onClear={control.clearFilters}
          />
        </aside>
        <div className="min-w-0 space-y-4">
          <div className="flex justify-end">
            <SortMenu value={control.filters.sort} onChange={control.setSort} options={sortOptions} />
          </div>
          <ProductListing arg={arg} onClearFilters={control.clearFilters} gridClassName="xl:grid-cols-3" />
        </div>
      </div>
    </div>
  );
}
