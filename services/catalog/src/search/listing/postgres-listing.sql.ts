import type { ProductFacetGroup } from '@lumina/contracts';
import { activeGroups, type ListingCriteria } from './listing-criteria';
import { listedProduct } from '../../products/listed-product';
import { reducedFromSql } from '../../products/reduced-price.sql';

/**
 * SQL of the PostgreSQL fallback. Identifiers and fragments are fixed here; every value goes in
 * `params`. Kept apart from the service so the statements can be read (and tested) on their own.
 */

/**
 * What the fallback's full-text search reads: the stored, GIN-indexed `search_vector` (migration
 * AddProductSearchVector) of title, short description and SKU. Titles carry the brand and the
 * product type, so they stand in for brand and category names. English stemming: "pendants"
 * finds "pendant"; no typo tolerance and no synonyms, which only Meilisearch has.
 */
export const SEARCH_TEXT_VECTOR = 'p.search_vector';

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const FACET_CONDITION: Record<ProductFacetGroup, (placeholder: string) => string> = {
  // Overlap: a product listed under any of the chosen categories (its type or its group).
  category: (v) => `p.listing_ids && ${v}::uuid[]`,
  brand: (v) => `p.brand_id IN (SELECT b.id FROM brands b WHERE b.slug = ANY(${v}::text[]))`,
  bulbType: (v) => `p.bulb_type = ANY(${v}::text[])`,
  ipRating: (v) => `p.ip_rating = ANY(${v}::text[])`,
  finish: (v) => `p.finish = ANY(${v}::text[])`,
  // Overlap: a product with any of the chosen features (OR within the group).
  features: (v) => `p.features && ${v}::text[]`,
  isDimmable: (v) => `p.is_dimmable = ANY(${v}::boolean[])`,
};

/** Groups counted from one column of the filtered rows, and that column. */
const SCALAR_COLUMN = {
  brand: 'f.brand',
  bulbType: 'f.bulb_type',
  ipRating: 'f.ip_rating',
  finish: 'f.finish',
  isDimmable: 'f.is_dimmable::text',
} as const satisfies Partial<Record<ProductFacetGroup, string>>;
type ScalarGroup = keyof typeof SCALAR_COLUMN;

/** Groups with one row per value: categories and features are arrays of the product. */
const LISTED_COUNT = {
  category: { value: 'l.category_id::text', from: 'f CROSS JOIN LATERAL unnest(f.listing_ids) AS l(category_id)' },
  features: { value: 'u.value', from: 'f CROSS JOIN LATERAL unnest(f.features) AS u(value)' },
} as const satisfies Partial<Record<ProductFacetGroup, { value: string; from: string }>>;

const SORT_COLUMN = {
  createdAt: 'p.created_at',
  price: 'p.price_minor',
  title: 'p.title',
  clickCount: 'p.click_count',
  // The same percentage the index stores (ProductSearchDocument.discount): 0 when not on sale.
  discount: `COALESCE((${reducedFromSql('p')} - p.price_minor) * 100.0 / NULLIF(${reducedFromSql('p')}, 0), 0)`,
} as const;

/** Conditions that apply to every count: term, price, stock, merchant, excluded product. */
function baseConditions(criteria: ListingCriteria, params: Params): string[] {
  const conditions: string[] = [listedProduct('p')];
  if (criteria.term !== undefined)
    conditions.push(`${SEARCH_TEXT_VECTOR} @@ websearch_to_tsquery('english', ${params.add(criteria.term)})`);
  // Cents, rounded the way a shopper reads the bound: 9.99 means 999.
  if (criteria.priceMin !== undefined)
    conditions.push(`p.price_minor >= ${params.add(Math.round(criteria.priceMin * 100))}`);
  if (criteria.priceMax !== undefined)
    conditions.push(`p.price_minor <= ${params.add(Math.round(criteria.priceMax * 100))}`);
  if (criteria.exclude !== undefined) conditions.push(`p.id <> ${params.add(criteria.exclude)}`);
  if (criteria.inStock !== undefined) conditions.push(`p.is_in_stock = ${params.add(criteria.inStock)}`);
  if (criteria.onSale !== undefined)
    conditions.push(
      criteria.onSale
        ? `${reducedFromSql('p')} > p.price_minor`
        : `COALESCE(${reducedFromSql('p')} <= p.price_minor, true)`,
    );
  if (criteria.merchantIds.length > 0)
    conditions.push(
      `EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.retired_at IS NULL AND o.merchant_id = ANY(${params.add(criteria.merchantIds)}::uuid[]))`,
    );
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
  const sorted = `${SORT_COLUMN[criteria.sort.field]} ${direction}, p.id ${direction}`;
  if (criteria.term === undefined) return sorted;
  // Like Meilisearch's ranking: products with the term in their title first, each tier sorted.
  const term = params.add(criteria.term);
  return `(to_tsvector('english'::regconfig, p.title) @@ websearch_to_tsquery('english', ${term})) DESC, ${sorted}`;
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
 * Total and every group's counts in one statement. The rows passing the base conditions are read
 * once (a materialised CTE with one match flag per filtering group). The total and the groups
 * that do not filter share one predicate, so they are counted in a single pass with GROUPING
 * SETS; each filtering group is counted over the rows matching every other group.
 */
export function countsSql(criteria: ListingCriteria): { sql: string; params: unknown[] } {
  const params = new Params();
  const active = activeGroups(criteria);
  const flags = active.map((group) => `, ${facetCondition(criteria, group, params)} AS m_${group}`).join('');
  const matching = (except?: ProductFacetGroup) => {
    const required = active.filter((group) => group !== except).map((group) => `f.m_${group}`);
    return required.length > 0 ? required.join(' AND ') : 'true';
  };
  const scalar = Object.keys(SCALAR_COLUMN) as ScalarGroup[];
  const shared = scalar.filter((group) => !active.includes(group));
  const label =
    shared.length > 0
      ? `CASE ${shared.map((group) => `WHEN GROUPING(${SCALAR_COLUMN[group]}) = 0 THEN '${group}'`).join(' ')} ELSE 'total' END`
      : `'total'`;
  const value =
    shared.length > 0 ? `COALESCE(${shared.map((group) => SCALAR_COLUMN[group]).join(', ')})` : 'NULL';
  const statements = [
    `SELECT ${label} AS facet, ${value} AS value, count(*)::int AS n FROM f WHERE ${matching()}
      GROUP BY GROUPING SETS (()${shared.map((group) => `, (${SCALAR_COLUMN[group]})`).join('')})`,
    ...scalar
      .filter((group) => active.includes(group))
      .map(
        (group) =>
          `SELECT '${group}', ${SCALAR_COLUMN[group]}, count(*)::int FROM f WHERE ${matching(group)} GROUP BY ${SCALAR_COLUMN[group]}`,
      ),
    ...(Object.keys(LISTED_COUNT) as (keyof typeof LISTED_COUNT)[]).map(
      (group) =>
        `SELECT '${group}', ${LISTED_COUNT[group].value}, count(*)::int FROM ${LISTED_COUNT[group].from} WHERE ${matching(group)} GROUP BY ${LISTED_COUNT[group].value}`,
    ),
  ];
  const sql = `
    WITH f AS MATERIALIZED (
      SELECT p.id, b.slug AS brand, p.bulb_type, p.ip_rating, p.finish, p.features, p.listing_ids, p.is_dimmable${flags}
        FROM products p LEFT JOIN brands b ON b.id = p.brand_id ${where(baseConditions(criteria, params))}
    )
    SELECT facet, value, n FROM (${statements.join('\n      UNION ALL ')}) counts
     WHERE value IS NOT NULL OR facet = 'total'`;
  return { sql, params: params.values };
}

export interface CountRow {
  facet: ProductFacetGroup | 'total';
  value: string | null;
  n: number;
}
