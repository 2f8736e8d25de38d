import type { ProductFacetGroup } from '@lumina/contracts';
import { FACET_ATTRIBUTE } from '../index/product-index.settings';
import type { ListingCriteria } from './listing-criteria';

/** A string literal in Meilisearch's filter syntax. Values are validated upstream; quoting keeps it safe anyway. */
function literal(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function facetFilter(group: ProductFacetGroup, values: readonly (string | boolean)[]): string {
  const attribute = FACET_ATTRIBUTE[group];
  if (values.every((value) => typeof value === 'boolean'))
    return values.map((value) => `${attribute} = ${String(value)}`).join(' OR ');
  return `${attribute} IN [${values.map((value) => literal(String(value))).join(', ')}]`;
}

/**
 * The filter expressions (ANDed by Meilisearch) for the criteria, leaving out one facet group's
 * own filter when its counts are asked for (disjunctive faceting).
 */
export function meiliFilters(criteria: ListingCriteria, without?: ProductFacetGroup): string[] {
  const filters: string[] = [];
  if (criteria.priceMin !== undefined) filters.push(`price >= ${criteria.priceMin}`);
  if (criteria.priceMax !== undefined) filters.push(`price <= ${criteria.priceMax}`);
  if (criteria.exclude !== undefined) filters.push(`id != ${literal(criteria.exclude)}`);
  if (criteria.inStock !== undefined) filters.push(`isInStock = ${String(criteria.inStock)}`);
  if (criteria.onSale !== undefined) filters.push(criteria.onSale ? 'discount > 0' : 'discount = 0');
  if (criteria.merchantIds.length > 0)
    // Any shop selling it: a product is listed under each merchant with a current offer.
    filters.push(`merchantIds IN [${criteria.merchantIds.map(literal).join(', ')}]`);
  for (const [group, values] of Object.entries(criteria.facets) as [
    ProductFacetGroup,
    readonly (string | boolean)[],
  ][]) {
    if (group !== without && values.length > 0) filters.push(facetFilter(group, values));
  }
  return filters;
}

/** Meilisearch's `sort` parameter; none for relevance. */
export function meiliSort(criteria: ListingCriteria): string[] | undefined {
  return criteria.sort.kind === 'relevance' ? undefined : [`${criteria.sort.field}:${criteria.sort.order}`];
}
