import type { ProductFacetGroup } from '@lumina/contracts';
import { activeGroups, type ListingCriteria } from './listing-criteria';

/**
 * SQL of the PostgreSQL fallback. Identifiers and fragments are fixed here; every value goes in
 * `params`. Kept apart from the service so the statements can be read (and tested) on their own.
 */

/**
 * What the fallback's full-text search reads. Must stay identical to the expression of the GIN
 * index `products_search_text_idx` (migration AddProductSearchText), or the index is not used.
 * Titles carry the brand and the product type, so they stand in for brand and category names.
 */
export const SEARCH_TEXT_VECTOR =
  "to_tsvector('english'::regconfig, p.title || ' ' || coalesce(p.short_description, '') || ' ' || p.sku)";

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const FACET_CONDITION: Record<ProductFacetGroup, (placeholder: string) => string> = {
  category: (v) =>
    `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ANY(${v}::uuid[]))`,
  brand: (v) => `p.brand_id IN (SELECT b.id FROM brands b WHERE b.slug = ANY(${v}::text[]))`,
  bulbType: (v) => `p.bulb_type = ANY(${v}::text[])`,
  ipRating: (v) => `p.ip_rating = ANY(${v}::text[])`,
  finish: (v) => `p.finish = ANY(${v}::text[])`,
  // Overlap: a product with any of the chosen features (OR within the group).
  features: (v) => `p.features && ${v}::text[]`,
  isDimmable: (v) => `p.is_dimmable = ANY(${v}::boolean[])`,
};

/** Counts per group: value expression and the join that yields one row per value. */
const FACET_COUNT: Record<ProductFacetGroup, { value: string; from: string }> = {
  category: { value: 'pc.category_id::text', from: 'f JOIN product_categories pc ON pc.product_id = f.id' },
  brand: { value: 'b.slug', from: 'f JOIN brands b ON b.id = f.brand_id' },
  bulbType: { value: 'f.bulb_type', from: 'f' },
  ipRating: { value: 'f.ip_rating', from: 'f' },
  finish: { value: 'f.finish', from: 'f' },
  features: { value: 'u.value', from: 'f CROSS JOIN LATERAL unnest(f.features) AS u(value)' },
  isDimmable: { value: 'f.is_dimmable::text', from: 'f' },
};

const SORT_COLUMN = {
  createdAt: 'p.created_at',
  price: 'p.price_minor',
  title: 'p.title',
  clickCount: 'p.click_count',
} as const;

/** Conditions that apply to every count: term, price, stock, merchant, excluded product. */
function baseConditions(criteria: ListingCriteria, params: Params): string[] {
  const conditions: string[] = [];
  if (criteria.term !== undefined)
    conditions.push(`${SEARCH_TEXT_VECTOR} @@ websearch_to_tsquery('english', ${params.add(criteria.term)})`);
  // Cents, rounded the way a shopper reads the bound: 9.99 means 999.
  if (criteria.priceMin !== undefined)
    conditions.push(`p.price_minor >= ${params.add(Math.round(criteria.priceMin * 100))}`);
  if (criteria.priceMax !== undefined)
    conditions.push(`p.price_minor <= ${params.add(Math.round(criteria.priceMax * 100))}`);
  if (criteria.exclude !== undefined) conditions.push(`p.id <> ${params.add(criteria.exclude)}`);
  if (criteria.inStock !== undefined) conditions.push(`p.is_in_stock = ${params.add(criteria.inStock)}`);
  if (criteria.merchantIds.length > 0)
    conditions.push(`p.merchant_id = ANY(${params.add(criteria.merchantIds)}::uuid[])`);
  return conditions;
}

function facetCondition(criteria: ListingCriteria, group: ProductFacetGroup, params: Params): string {
  return FACET_CONDITION[group](params.add(criteria.facets[group]));
}

function where(conditions: string[]): string {
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

function orderBy(criteria: ListingCriteria, params: Params): string {
  if (criteria.sort.kind === 'relevance') {
    const term = params.add(criteria.term ?? '');
    return `ts_rank(${SEARCH_TEXT_VECTOR}, websearch_to_tsquery('english', ${term})) DESC, p.created_at DESC, p.id`;
  }
  const direction = criteria.sort.order === 'asc' ? 'ASC' : 'DESC';
  return `${SORT_COLUMN[criteria.sort.field]} ${direction}, p.id ${direction}`;
}

/** The page: `id` and `ord` columns, as ProductReadModel wants them. */
export function pageSql(criteria: ListingCriteria): { sql: string; params: unknown[] } {
  const params = new Params();
  const conditions = [
    ...baseConditions(criteria, params),
    ...activeGroups(criteria).map((group) => facetCondition(criteria, group, params)),
  ];
  const order = orderBy(criteria, params);
  const limit = params.add(criteria.limit);
  const offset = params.add((criteria.page - 1) * criteria.limit);
  return {
    sql: `SELECT p.id, row_number() OVER (ORDER BY ${order}) AS ord FROM products p ${where(conditions)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params: params.values,
  };
}

/** Only the total, when the facet counts are already known. */
export function totalSql(criteria: ListingCriteria): { sql: string; params: unknown[] } {
  const params = new Params();
  const conditions = [
    ...baseConditions(criteria, params),
    ...activeGroups(criteria).map((group) => facetCondition(criteria, group, params)),
  ];
  return { sql: `SELECT count(*)::int AS n FROM products p ${where(conditions)}`, params: params.values };
}

/**
 * Total and every group's counts in one statement: the rows passing the base conditions are read
 * once (a materialised CTE with one match flag per filtering group), then each group is counted
 * over the rows that match every other group.
 */
export function countsSql(criteria: ListingCriteria): { sql: string; params: unknown[] } {
  const params = new Params();
  const active = activeGroups(criteria);
  const flags = active.map((group) => `${facetCondition(criteria, group, params)} AS m_${group}`);
  const matching = (except?: ProductFacetGroup) => {
    const required = active.filter((group) => group !== except).map((group) => `f.m_${group}`);
    return required.length > 0 ? required.join(' AND ') : 'true';
  };
  const counts = (Object.keys(FACET_COUNT) as ProductFacetGroup[]).map((group) => {
    const { value, from } = FACET_COUNT[group];
    return `SELECT '${group}' AS facet, ${value} AS value, count(*)::int AS n FROM ${from}
             WHERE ${matching(group)} AND ${value} IS NOT NULL GROUP BY ${value}`;
  });
  const sql = `
    WITH f AS MATERIALIZED (
      SELECT p.id, p.brand_id, p.bulb_type, p.ip_rating, p.finish, p.features, p.is_dimmable${flags.map((flag) => `, ${flag}`).join('')}
        FROM products p ${where(baseConditions(criteria, params))}
    )
    SELECT 'total' AS facet, NULL AS value, count(*)::int AS n FROM f WHERE ${matching()}
    ${counts.map((statement) => `UNION ALL ${statement}`).join('\n    ')}`;
  return { sql, params: params.values };
}

export interface CountRow {
  facet: ProductFacetGroup | 'total';
  value: string | null;
  n: number;
}
