import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/features/admin/shell/ui/field';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';
import { useGetMerchantOptionsQuery } from '../api/admin-products-api';
import { ADMIN_SEARCH_DEBOUNCE_MS, hasFilters, type AdminSortBy, type AdminSortOrder, type ProductTableState } from '../lib/product-table-state';
import { productMessages as messages } from '../product-messages';

/** A choice of a filter dropdown: the value the API filters by, the name shown. */
export interface FilterOption {
  value: string;
  label: string;
}

interface ProductsToolbarProps {
  state: ProductTableState;
  /** Category (by id) and brand (by slug) choices, from the catalogue's own lists (the route passes them). */
  categories: FilterOption[];
  brands: FilterOption[];
  onChange: (change: Partial<ProductTableState>) => void;
  onClear: () => void;
}

const SORTS: Array<{ value: `${AdminSortBy}:${AdminSortOrder}`; label: keyof typeof messages }> = [
  { value: 'createdAt:desc', label: 'sortNewest' },
  { value: 'createdAt:asc', label: 'sortOldest' },
  { value: 'price:asc', label: 'sortPriceAsc' },
  { value: 'price:desc', label: 'sortPriceDesc' },
];

/**
 * Search (debounced 500 ms, spec §5), category, brand and merchant filters from their lists,
 * Active/Removed, and the sort. Every change goes to the address and starts at page 1.
 */
export function ProductsToolbar({ state, categories, brands, onChange, onClear }: ProductsToolbarProps) {
  const intl = useIntl();
  const id = useId();
  const { data: merchants = [] } = useGetMerchantOptionsQuery();

  // The box shows what is typed at once; the address (and the request) follow 500 ms after the
  // last keystroke. A change of the address from elsewhere (Clear Filters, back) shows in the box.
  const [term, setTerm] = useState(state.search);
  useEffect(() => setTerm(state.search), [state.search]);
  const search = useDebouncedCallback((value: string) => {
    if (value.trim() !== state.search) onChange({ search: value.trim() });
  }, ADMIN_SEARCH_DEBOUNCE_MS);

  const select = (key: 'category' | 'brand' | 'merchant' | 'status', label: string, options: FilterOption[], all?: string) => (
    <div className="min-w-40 flex-1 space-y-1 sm:flex-none">
      <label htmlFor={`${id}-${key}`} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <NativeSelect id={`${id}-${key}`} value={state[key]} onChange={(event) => onChange({ [key]: event.target.value })}>
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <div className="space-y-3 rounded-lg border border-border bg-background p-4">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          className="pl-9"
          aria-label={intl.formatMessage(messages.searchLabel)}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            search(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            search.cancel();
            if (term.trim() !== state.search) onChange({ search: term.trim() });
          }}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {select(
          'category',
          intl.formatMessage(messages.category),
          categories,
          intl.formatMessage(messages.allCategories),
        )}
        {select(
          'brand',
          intl.formatMessage(messages.brand),
          brands,
          intl.formatMessage(messages.allBrands),
        )}
        {select(
          'merchant',
          intl.formatMessage(messages.merchant),
          merchants.map((merchant) => ({ value: merchant.id, label: merchant.name })),
          intl.formatMessage(messages.allMerchants),
        )}
        {select('status', intl.formatMessage(messages.status), [
          { value: 'active', label: intl.formatMessage(messages.statusActive) },
          { value: 'removed', label: intl.formatMessage(messages.statusRemoved) },
        ])}
        <div className="min-w-40 flex-1 space-y-1 sm:flex-none">
          <label htmlFor={`${id}-sort`} className="text-xs font-medium text-muted-foreground">
            {intl.formatMessage(messages.sort)}
          </label>
          <NativeSelect
            id={`${id}-sort`}
            value={`${state.sortBy}:${state.sortOrder}`}
            onChange={(event) => {
              const [sortBy, sortOrder] = event.target.value.split(':') as [AdminSortBy, AdminSortOrder];
              onChange({ sortBy, sortOrder });
            }}
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {intl.formatMessage(messages[sort.label])}
              </option>
            ))}
          </NativeSelect>
        </div>
        {hasFilters(state) ? (
          <Button variant="ghost" onClick={onClear}>
            <X aria-hidden="true" />
            {intl.formatMessage(messages.clearFilters)}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
