import type { AdminProductListQuery } from '@lumina/contracts';
import type { ProductPage } from '../product.read-model';

/**
 * SQL of the admin table's listing: PostgreSQL, not the search index, so removed products can be
 * listed and every row is exactly what the database holds. Fixed fragments; values in `params`.
 */
function conditionsOf(query: AdminProductListQuery, params: unknown[]): string[] {
  const add = (value: unknown) => `$${params.push(value)}`;
  // A row merged into another product is an offer of that one now (issue 25): it is not a product of its own.
  const conditions = [query.status === 'removed' ? 'p.removed_at IS NOT NULL' : 'p.removed_at IS NULL', 'p.merged_into IS NULL'];
  // The stored, GIN-indexed vector of title, short description and SKU (AddProductSearchVector).
  if (query.search) conditions.push(`p.search_vector @@ websearch_to_tsquery('english', ${add(query.search)})`);
  if (query.category.length > 0)
    conditions.push(`p.listing_ids && ${add(query.category)}::uuid[]`);
  if (query.brand.length > 0) {
    // By id or by slug: the admin dropdown sends ids, a pasted shop link sends slugs.
    const refs = add(query.brand);
    conditions.push(`p.brand_id IN (SELECT b.id FROM brands b WHERE b.id::text = ANY(${refs}::text[]) OR b.slug = ANY(${refs}::text[]))`);
  }
  if (query.merchant.length > 0) conditions.push(`p.merchant_id = ANY(${add(query.merchant)}::uuid[])`);
  return conditions;
}

const SORT = { createdAt: 'p.created_at', price: 'p.price_minor' } as const;

function orderOf(query: AdminProductListQuery): string {
  // Newest first by default; price cheapest first unless asked otherwise.
  const ascending = (query.sortOrder ?? (query.sortBy === 'price' ? 'asc' : 'desc')) === 'asc';
  const direction = ascending ? 'ASC' : 'DESC';
  // Tie-breakers follow the indexes (created_at DESC, id) and (price_minor, id), read forwards or
  // backwards, so a page is an index range scan and not a sort of the whole catalogue.
  const idDirection = query.sortBy === 'createdAt' ? (ascending ? 'DESC' : 'ASC') : direction;
  return `${SORT[query.sortBy]} ${direction}, p.id ${idDirection}`;
}

/** A page of the admin listing, read in the sort's index order until the page is full. */
export function adminPageSql(query: AdminProductListQuery): ProductPage {
  const params: unknown[] = [];
  const where = conditionsOf(query, params).join(' AND ');
  params.push(query.limit, (query.page - 1) * query.limit);
  // The position is numbered after LIMIT: a window over the ordered query would number every row.
  return {
    sql: `SELECT page.id, row_number() OVER () AS ord FROM (
            SELECT p.id FROM products p WHERE ${where}
             ORDER BY ${orderOf(query)} LIMIT $${params.length - 1} OFFSET $${params.length}) page`,
    params,
  };
}

/** Every matching id in the listing's order (for filters that match a bounded number of products). */
export function adminOrderedIdsSql(query: AdminProductListQuery): ProductPage {
  const params: unknown[] = [];
  return { sql: `SELECT p.id FROM products p WHERE ${conditionsOf(query, params).join(' AND ')} ORDER BY ${orderOf(query)}`, params };
}

/** The given ids as a page, in the given order. */
export function idsPageSql(ids: readonly string[]): ProductPage {
  return { sql: 'SELECT t.id, t.ord FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, ord)', params: [ids] };
}

export function adminTotalSql(query: AdminProductListQuery): ProductPage {
  const params: unknown[] = [];
  return { sql: `SELECT count(*)::int AS n FROM products p WHERE ${conditionsOf(query, params).join(' AND ')}`, params };
}
