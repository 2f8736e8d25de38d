import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LISTING_SKELETON_COUNT } from '@/config/constants';
import { shownCount, useGetProductListingInfiniteQuery, type ProductListingArg } from '../api/products-api';
import { catalogMessages } from '../catalog-messages';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

interface ProductListingProps {
  /** What to list; a new argument (filter or sort change) starts again at page 1. */
  arg: ProductListingArg;
  /** 'Clear Filters' in the empty state. */
  onClearFilters: () => void;
  /** Replaces the default 'No products found' state (e.g. search's 'No results found'). */
  emptyState?: ReactNode;
  gridClassName?: string;
  /** 'Showing n of total' above the grid; off where the page states the count itself (search). */
  showCount?: boolean;
}

/**
 * A paged product grid (spec §4 "Lists"): skeletons, then the products, an empty state or an
 * error. 'Load More' fetches the next page and appends it while the total exceeds the products shown.
 */
export function ProductListing({ arg, onClearFilters, emptyState, gridClassName, showCount = true }: ProductListingProps) {
  const { data, isLoading, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetProductListingInfiniteQuery(arg);

  if (isLoading) return <ProductGridSkeleton count={LISTING_SKELETON_COUNT} className={gridClassName} />;
  if (isError || !data) return <ApiErrorState error={error} onRetry={() => void refetch()} />;

  const products = data.pages.flatMap((page) => page.products);
  const total = data.pages[data.pages.length - 1]?.total ?? 0;
  if (products.length === 0) {
    return (
      emptyState ?? (
        <EmptyState
          icon={<PackageSearch />}
          title={<FormattedMessage {...catalogMessages.noProductsTitle} />}
          text={<FormattedMessage {...catalogMessages.noProductsText} />}
          action={
            <Button variant="outline" onClick={onClearFilters}>
              <FormattedMessage {...catalogMessages.clearFilters} />
            </Button>
          }
        />
      )
    );
  }

  return (
    <div className="space-y-6">
      {showCount ? (
        <p className="text-sm text-muted-foreground" role="status" data-testid="listing-count">
          <FormattedMessage {...catalogMessages.showing} values={{ shown: shownCount(data.pages), total }} />
        </p>
      ) : null}
      <ProductGrid products={products} eagerCount={3} className={gridClassName} />
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            <FormattedMessage {...(isFetchingNextPage ? catalogMessages.loadingMore : catalogMessages.loadMore)} />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
