import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  listingQueryParams,
  listingSearchParams,
  parseListingFilters,
  DEFAULT_SORT,
  toggleOption,
  withoutFilters,
  type ListingFilters,
  type ListingSortKey,
  type OptionGroup,
} from '../lib/listing-filters';

export interface ListingFiltersControl {
  filters: ListingFilters;
  /** For GET /api/products; a new value (any filter or sort change) restarts the listing at page 1. */
  queryParams: Readonly<Record<string, string | readonly string[]>>;
  toggle(group: OptionGroup, value: string): void;
  setPriceRange(range: readonly [number, number]): void;
  setSort(sort: ListingSortKey): void;
  /** Keeps the term and sort, drops every filter ('Clear Filters'). */
  clearFilters(): void;
  /** A new term; `push` adds a history entry (a submitted search), otherwise the entry is replaced (typing). */
  setTerm(term: string, options?: { push?: boolean }): void;
}

/**
 * The listing's filters, sort and term, read from and written to the address. Filter and sort
 * changes replace the history entry: Back leaves the listing instead of undoing one tick at a time.
 */
export function useListingFilters(defaultSort: ListingSortKey = DEFAULT_SORT): ListingFiltersControl {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseListingFilters(searchParams, defaultSort), [searchParams, defaultSort]);
  const queryParams = useMemo(() => listingQueryParams(filters, defaultSort), [filters, defaultSort]);

  const write = useCallback(
    (next: ListingFilters, push = false) =>
      setSearchParams(listingSearchParams(next, defaultSort), { replace: !push, preventScrollReset: true }),
    [setSearchParams, defaultSort],
  );

  return {
    filters,
    queryParams,
    toggle: useCallback(
      (group: OptionGroup, value: string) => write(toggleOption(filters, group, value)),
      [filters, write],
    ),
    setPriceRange: useCallback(
      (range: readonly [number, number]) => write({ ...filters, priceRange: range }),
      [filters, write],
    ),
    setSort: useCallback((sort: ListingSortKey) => write({ ...filters, sort }), [filters, write]),
    clearFilters: useCallback(() => write(withoutFilters(filters)), [filters, write]),
    setTerm: useCallback(
      (term: string, options?: { push?: boolean }) => write({ ...filters, term }, options?.push),
      [filters, write],
    ),
  };
}
