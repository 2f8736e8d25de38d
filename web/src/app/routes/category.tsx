import { isSlug } from '@lumina/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router';
import { CATEGORY_PAGE_SIZE } from '@/config/constants';
import { useGetCategoryQuery } from '@/features/catalog/api/catalog-api';
import { useGetBrandsQuery, useGetProductListingInfiniteQuery } from '@/features/catalog/api/products-api';
import { CategoryPage } from '@/features/catalog/components/category/category-page';
import { FilterSidebar } from '@/features/search/components/filter-sidebar';
import { SortMenu } from '@/features/search/components/sort-menu';
import { useListingFilters } from '@/features/search/hooks/use-listing-filters';

/**
 * /category/{slug} (spec §2): the catalogue's category page with the search feature's filter
 * sidebar and sort dropdown in its slots, filters and sort kept in the address, 12 per page.
 * The listing hook here asks with the same argument CategoryPage builds, so it shares that one
 * request and gives the sidebar its facet counts.
 */
export default function CategoryRoute() {
  const { slug = '' } = useParams();
  const control = useListingFilters();
  const { data: category } = useGetCategoryQuery(isSlug(slug) ? slug : skipToken);
  const { data: brands = [] } = useGetBrandsQuery();
  const { data } = useGetProductListingInfiniteQuery(
    category ? { category: category.id, limit: CATEGORY_PAGE_SIZE, params: control.queryParams } : skipToken,
  );
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <CategoryPage
        key={slug}
        slug={slug}
        listingParams={control.queryParams}
        onClearFilters={control.clearFilters}
        filterSidebar={
          <FilterSidebar
            filters={control.filters}
            facets={data?.pages[0]?.facets}
            brands={brands}
            onToggle={control.toggle}
            onPriceChange={control.setPriceRange}
            onClear={control.clearFilters}
          />
        }
        sortControl={<SortMenu value={control.filters.sort} onChange={control.setSort} />}
      />
    </div>
  );
}
