import {
  BULB_TYPES,
  FINISHES,
  IP_RATINGS,
  PRODUCT_FEATURES,
  type BrandDto,
  type CategoryDto,
  type ProductFacets,
} from '@lumina/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { FILTER_CATEGORY_LIMIT } from '@/config/constants';
import { cn } from '@/lib/cn';
import { featureMessages, finishMessages } from '@/i18n/spec-vocabulary-messages';
import { filterMessages } from '../lib/filter-messages';
import { hasFilters, type ListingFilters, type OptionGroup } from '../lib/listing-filters';
import { OptionList, type FilterOption } from './option-list';
import { PriceFilter } from './price-filter';

interface FilterSidebarProps {
  filters: ListingFilters;
  /** Facet counts of the current listing; undefined while it loads. */
  facets?: ProductFacets;
  /** Categories to offer (the search page); the category page leaves them out. */
  categories?: readonly CategoryDto[];
  brands: readonly BrandDto[];
  onToggle: (group: OptionGroup, value: string) => void;
  onPriceChange: (range: readonly [number, number]) => void;
  onClear: () => void;
}

/** Options whose products are in the listing (or ticked), in the given order. */
function present<T>(
  items: readonly T[],
  valueOf: (item: T) => string,
  counts: Record<string, number> | undefined,
  selected: readonly string[],
): T[] {
  if (!counts) return [...items];
  return items.filter((item) => (counts[valueOf(item)] ?? 0) > 0 || selected.includes(valueOf(item)));
}

/**
 * The filter sidebar (spec §2, §9): price slider, categories (at most 8), brands in a scrolling
 * list, bulb types, IP ratings, finishes and features, each option with its facet count. On small
 * screens it folds behind a 'Show filters' button.
 */
export function FilterSidebar({
  filters,
  facets,
  categories,
  brands,
  onToggle,
  onPriceChange,
  onClear,
}: FilterSidebarProps) {
  const [open, setOpen] = useState(false);
  const count = (group: keyof ProductFacets, value: string) =>
    facets ? (facets[group][value] ?? 0) : undefined;
  const vocabulary = (values: readonly string[], group: keyof ProductFacets): FilterOption[] =>
    values.map((value) => ({ value, label: value, count: count(group, value) }));

  const categoryOptions = categories
    ? present(categories, (c) => c.id, facets?.category, filters.categories)
        .slice(0, FILTER_CATEGORY_LIMIT)
        .map((c) => ({ value: c.id, label: c.name, count: count('category', c.id) }))
    : [];
  const brandOptions = present(brands, (b) => b.slug, facets?.brand, filters.brands)
    .map((b) => ({ value: b.slug, label: b.name, count: count('brand', b.slug) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const finishOptions = FINISHES.map((finish) => ({
    value: finish,
    label: <FormattedMessage {...finishMessages[finish]} />,
    count: count('finish', finish),
  }));
  // Dimmable is its own flag in the API (isDimmable=true); the other features are `features`.
  const featureOptions = PRODUCT_FEATURES.map((feature) => ({
    value: feature,
    label: <FormattedMessage {...featureMessages[feature]} />,
    count: feature === 'dimmable' ? count('isDimmable', 'true') : count('features', feature),
  }));
  const toggle = (group: OptionGroup) => (value: string) => onToggle(group, value);

  return (
    <section aria-labelledby="filter-sidebar-title" className="space-y-4" data-testid="filter-sidebar">
      <div className="flex items-center justify-between gap-2">
        <h2 id="filter-sidebar-title" className="text-lg font-semibold">
          <FormattedMessage {...filterMessages.title} />
        </h2>
        {hasFilters(filters) ? (
          <Button variant="link" size="flush" onClick={onClear}>
            <FormattedMessage {...filterMessages.clearAll} />
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          <FormattedMessage {...(open ? filterMessages.hide : filterMessages.show)} />
        </Button>
      </div>
      <div className={cn('space-y-6', !open && 'hidden lg:block')}>
        <PriceFilter value={filters.priceRange} onCommit={onPriceChange} />
        {categories ? (
          <OptionList
            title={<FormattedMessage {...filterMessages.categories} />}
            options={categoryOptions}
            selected={filters.categories}
            onToggle={toggle('categories')}
            data-testid="filter-categories"
          />
        ) : null}
        <OptionList
          title={<FormattedMessage {...filterMessages.brands} />}
          options={brandOptions}
          selected={filters.brands}
          onToggle={toggle('brands')}
          scrolls
          data-testid="filter-brands"
        />
        <OptionList
          title={<FormattedMessage {...filterMessages.bulbTypes} />}
          options={vocabulary(BULB_TYPES, 'bulbType')}
          selected={filters.bulbTypes}
          onToggle={toggle('bulbTypes')}
          data-testid="filter-bulb-types"
        />
        <OptionList
          title={<FormattedMessage {...filterMessages.ipRatings} />}
          options={vocabulary(IP_RATINGS, 'ipRating')}
          selected={filters.ipRatings}
          onToggle={toggle('ipRatings')}
          data-testid="filter-ip-ratings"
        />
        <OptionList
          title={<FormattedMessage {...filterMessages.finishes} />}
          options={finishOptions}
          selected={filters.finishes}
          onToggle={toggle('finishes')}
          data-testid="filter-finishes"
        />
        <OptionList
          title={<FormattedMessage {...filterMessages.features} />}
          options={featureOptions}
          selected={filters.features}
          onToggle={toggle('features')}
          data-testid="filter-features"
        />
      </div>
    </section>
  );
}
