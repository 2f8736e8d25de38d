import { SearchX } from 'lucide-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { navMessages } from '@/components/layout/nav-messages';
import { Head } from '@/components/seo/head';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { RESULTS_ID, SkipToResults } from '@/components/a11y/skip-to-results';
import { Skeleton } from '@/components/ui/skeleton';
import { CATEGORY_PAGE_SIZE, LISTING_SKELETON_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetCategoryQuery } from '../../api/catalog-api';
import type { ListingParams } from '../../api/products-api';
import { catalogMessages } from '../../catalog-messages';
import { isNotFound } from '../../lib/errors';
import { NotFoundState } from '../not-found-state';
import { ProductGridSkeleton } from '../product-grid';
import { ProductListing } from '../product-listing';
import { CategoryBanner, CategoryBannerSkeleton } from './category-banner';
import { SubcategoryNav } from './subcategory-nav';
import { isSlug } from '@lumina/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useOwnedWords } from '@/i18n/owned-words';

const messages = defineMessages({
  notFoundTitle: {
    id: 'category.notFound.title',
    defaultMessage: 'Category Not Found',
    description: 'Heading when no category has the slug',
  },
  notFoundText: {
    id: 'category.notFound.text',
    defaultMessage: 'The requested category could not be found.',
    description: 'Text when no category has the slug',
  },
  metaDescription: {
    id: 'category.meta.description',
    defaultMessage:
      'Shop {name} from trusted European merchants: compare designs, prices and specifications on Lumina.',
    description: 'Meta description of a category page when the category has no description',
  },
});

/**
 * Where the search feature plugs its filter sidebar and sort dropdown into the category page
 * (spec §2). Everything is optional: without them the page lists the whole category.
 */
export interface CategoryListingSlots {
  /** The filter sidebar, shown left of the grid from `lg`. */
  filterSidebar?: ReactNode;
  /** The sort dropdown, shown above the grid. */
  sortControl?: ReactNode;
  /** Filter and sort query parameters for GET /api/products; a change starts the listing at page 1. */
  listingParams?: ListingParams;
  /** 'Clear Filters' in the empty state; by default it drops the address's query string. */
  onClearFilters?: () => void;
}

interface CategoryPageProps extends CategoryListingSlots {
  slug: string;
}

/** The category listing (spec §2): breadcrumb, banner, filter and sort slots, grid, Load More, states. */
export function CategoryPage({
  slug,
  filterSidebar,
  sortControl,
  listingParams,
  onClearFilters,
}: CategoryPageProps) {
  const intl = useIntl();
  const words = useOwnedWords();
  const {
    data: category,
    isLoading,
    isError,
    error,
    refetch,
  } = useGetCategoryQuery(isSlug(slug) ? slug : skipToken);
  const [, setSearchParams] = useSearchParams();
  const clearFilters = useCallback(
    () => (onClearFilters ? onClearFilters() : setSearchParams({})),
    [onClearFilters, setSearchParams],
  );
  const arg = useMemo(
    () =>
      category ? { category: category.id, limit: CATEGORY_PAGE_SIZE, params: listingParams } : undefined,
    [category, listingParams],
  );

  if (isLoading) {
    return (
      <div className="min-h-dvh space-y-8" data-testid="category-loading">
        <Skeleton className="h-4 w-40" />
        <CategoryBannerSkeleton />
        <ProductGridSkeleton count={LISTING_SKELETON_COUNT} className="xl:grid-cols-3" />
      </div>
    );
  }

  if (isError || !category || !arg) {
    if (!isError || isNotFound(error)) {
      return (
        <NotFoundState
          icon={<SearchX />}
          title={messages.notFoundTitle}
          text={messages.notFoundText}
          action={{ to: paths.home, label: catalogMessages.returnHome }}
          data-testid="category-not-found"
        />
      );
    }
    return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  }

  return (
    <div className="space-y-8">
      <Head
        title={words.categoryName(category)}
        description={
          words.categoryDescription(category) ||
          intl.formatMessage(messages.metaDescription, { name: words.categoryName(category) })
        }
      />
      <Breadcrumb
        items={[
          { label: intl.formatMessage(navMessages.home), to: paths.home },
          { label: words.categoryName(category) },
        ]}
      />
      <CategoryBanner category={category} />
      <SubcategoryNav category={category} />
      {filterSidebar ? <SkipToResults /> : null}
      <div className={filterSidebar ? 'grid gap-8 lg:grid-cols-[16rem_1fr]' : undefined}>
        {filterSidebar ? <aside data-slot="category-filter-sidebar">{filterSidebar}</aside> : null}
        <div id={RESULTS_ID} tabIndex={-1} className="min-w-0 space-y-4 outline-none">
          {sortControl ? (
            <div className="flex justify-end" data-slot="category-sort-control">
              {sortControl}
            </div>
          ) : null}
          <ProductListing arg={arg} onClearFilters={clearFilters} gridClassName="xl:grid-cols-3" />
        </div>
      </div>
    </div>
  );
}
