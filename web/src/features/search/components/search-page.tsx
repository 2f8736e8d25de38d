import { SEARCH_TERM_MAX_LENGTH, type BrandDto, type CategoryDto, type ProductFacets } from '@lumina/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Head } from '@/components/seo/head';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { ListingFiltersControl } from '../hooks/use-listing-filters';
import { hasFilters } from '../lib/listing-filters';
import { searchMessages } from '../lib/search-messages';
import { FilterSidebar } from './filter-sidebar';
import { RESULTS_ID, SkipToResults } from '@/components/a11y/skip-to-results';
import { NoResults } from './no-results';
import { SearchForm } from './search-form';
import { SearchIntro } from './search-intro';
import { SortMenu } from './sort-menu';

interface SearchPageProps {
  control: ListingFiltersControl;
  /** The current listing's total and facet counts; undefined while it loads. */
  total?: number;
  facets?: ProductFacets;
  categories: readonly CategoryDto[];
  brands: readonly BrandDto[];
  /**
   * The paged product grid (the catalogue's listing: 9 skeletons, cards, Load More), given the
   * state to show when nothing matches. Passed in because features never import each other.
   */
  renderResults: (noResults: ReactNode) => ReactNode;
}

/**
 * /search (spec §2, §4). Without a term: the intro with the form and three tiles. With one: the
 * form, the filter sidebar, the result count with the term, the sort dropdown and the results.
 */
export function SearchPage({ control, total, facets, categories, brands, renderResults }: SearchPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { filters } = control;
  const onSearch = (term: string, submitted: boolean) => control.setTerm(term, { push: submitted });
  const description = intl.formatMessage(searchMessages.description);

  if (!filters.term && !hasFilters(filters)) {
    return (
      <>
        <Head title={intl.formatMessage(searchMessages.title)} description={description} />
        <SearchIntro form={<SearchForm term="" onSearch={onSearch} autoFocus />} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <Head
        title={filters.term ? intl.formatMessage(searchMessages.titleWithTerm, { term: filters.term }) : intl.formatMessage(searchMessages.title)}
        description={description}
      />
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        <FormattedMessage {...searchMessages.heading} />
      </h1>
      <SearchForm term={filters.term} onSearch={onSearch} />
      {filters.termCut ? (
        <p role="status" className="rounded-md bg-secondary p-3 text-sm" data-testid="search-term-cut">
          <FormattedMessage {...searchMessages.termCut} values={{ max: SEARCH_TERM_MAX_LENGTH }} />
        </p>
      ) : null}
      <SkipToResults />
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside>
          <FilterSidebar
            filters={filters}
            facets={facets}
            categories={categories}
            brands={brands}
            onToggle={control.toggle}
            onPriceChange={control.setPriceRange}
            onClear={control.clearFilters}
          />
        </aside>
        <div id={RESULTS_ID} tabIndex={-1} className="min-w-0 space-y-4 outline-none">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="text-sm" role="status" data-testid="search-count">
              {total === undefined ? (
                <Skeleton className="h-4 w-40" />
              ) : (
                <FormattedMessage
                  {...(filters.term ? searchMessages.count : searchMessages.countFiltered)}
                  values={{ count: total, term: filters.term }}
                />
              )}
            </div>
            <SortMenu value={filters.sort} onChange={control.setSort} />
          </div>
          {renderResults(
            <NoResults term={filters.term} onClearSearch={() => void navigate(paths.search())} />,
          )}
        </div>
      </div>
    </div>
  );
}
