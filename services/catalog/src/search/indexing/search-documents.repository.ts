import type { DataSource } from 'typeorm';
import {
  toSearchDocument,
  type ProductSearchDocument,
  type SearchDocumentRow,
} from '../index/product-document';
import { listedProduct } from '../../products/listed-product';
import { OFFER_SUMMARY_COLUMNS, offerSummaryJoin } from '../../offers/offer-summary.sql';
import { reducedFromSql } from '../../products/reduced-price.sql';

// Category ids and names come from the product's listings (type + groups), ordered so a document's
// content never changes just because rows came back in another order.
const DOCUMENT_SQL = (where: string, from = 'products p') => `
  SELECT p.id, p.title, b.name AS brand_name, b.slug AS brand_slug,
         COALESCE(cat.ids, '{}') AS category_ids, COALESCE(cat.names, '{}') AS category_names,
         p.short_description, p.sku, p.price_minor, p.bulb_type, p.ip_rating, p.finish, p.features,
         p.is_dimmable, p.is_in_stock, p.merchant_id, p.created_at, p.click_count,
         ${reducedFromSql('p')} AS reduced_from_minor,
         ${OFFER_SUMMARY_COLUMNS}
    FROM ${from}
    LEFT JOIN brands b ON b.id = p.brand_id
    ${offerSummaryJoin('p')}
    LEFT JOIN LATERAL (
      SELECT array_agg(c.id::text ORDER BY c.sort_order, c.id) AS ids,
             array_agg(c.name->>'en' ORDER BY c.sort_order, c.id) AS names
        FROM unnest(p.listing_ids) AS l(id) JOIN categories c ON c.id = l.id
    ) cat ON true
   ${where}`;

/**
 * One primary-key probe per id. Not `p.id = ANY($1)`: right after a bulk load (stale statistics)
 * the planner combined it with a scan of a whole partial index, ~80 ms per 400 ids.
 */
const BY_ID = 'unnest($1::uuid[]) AS k(id) CROSS JOIN LATERAL (SELECT * FROM products WHERE id = k.id LIMIT 1) p';

/** Builds index documents from PostgreSQL, the source of truth. */
export class SearchDocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Documents of the given products; ids that no longer exist or were retired are absent (so removed). */
  async byIds(ids: readonly string[]): Promise<ProductSearchDocument[]> {
    if (ids.length === 0) return [];
    const rows = (await this.dataSource.query(DOCUMENT_SQL(`WHERE ${listedProduct('p')}`, BY_ID), [
      ids,
    ])) as SearchDocumentRow[];
    return rows.map(toSearchDocument);
  }

  /** One page of every product in id order (keyset paging: constant cost however deep). */
  async pageAfter(afterId: string | null, limit: number): Promise<ProductSearchDocument[]> {
    const rows = (await (afterId === null
      ? this.dataSource.query(DOCUMENT_SQL(`WHERE ${listedProduct('p')} ORDER BY p.id LIMIT $1`), [limit])
      : this.dataSource.query(DOCUMENT_SQL(`WHERE p.id > $1 AND ${listedProduct('p')} ORDER BY p.id LIMIT $2`), [
          afterId,
          limit,
        ]))) as SearchDocumentRow[];
    return rows.map(toSearchDocument);
  }

  async count(): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE ${listedProduct('')}`)) as [{ n: number }];
    return row.n;
  }

  /** Products changed at or after `since` (database clock), for catching up after a rebuild. */
  async idsUpdatedSince(since: Date): Promise<string[]> {
    const rows = (await this.dataSource.query('SELECT id FROM products WHERE updated_at >= $1', [since])) as {
      id: string;
    }[];
    return rows.map((row) => row.id);
  }

  /** The database's clock, so "changed since" never depends on this process's clock. */
  async now(): Promise<Date> {
    const [row] = (await this.dataSource.query('SELECT now() AS now')) as [{ now: Date }];
    return row.now;
  }
}
