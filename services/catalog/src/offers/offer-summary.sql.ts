/**
 * A product's current offers summed up for cards, listings and the search document (ADR 025):
 * how many shops sell it, the lowest in-stock item price (else the lowest), the highest, whether
 * any is in stock, and the merchants. `alias` is the products row. Columns: offer_count,
 * offer_min_minor, offer_max_minor, offer_in_stock, offer_merchant_ids.
 */
export function offerSummaryJoin(alias: string): string {
  return `LEFT JOIN LATERAL (
      SELECT count(*)::int AS offer_count,
             COALESCE(min(o.price_minor) FILTER (WHERE o.is_in_stock), min(o.price_minor)) AS offer_min_minor,
             max(o.price_minor) AS offer_max_minor,
             bool_or(o.is_in_stock) AS offer_in_stock,
             array_agg(DISTINCT o.merchant_id::text) FILTER (WHERE o.merchant_id IS NOT NULL) AS offer_merchant_ids
        FROM offers o WHERE o.product_id = ${alias}.id AND o.retired_at IS NULL
    ) ofs ON true`;
}

export const OFFER_SUMMARY_COLUMNS = 'ofs.offer_count, ofs.offer_min_minor, ofs.offer_max_minor, ofs.offer_in_stock, ofs.offer_merchant_ids';

export interface OfferSummaryRow {
  offer_count: number;
  offer_min_minor: number | null;
  offer_max_minor: number | null;
  offer_in_stock: boolean | null;
  offer_merchant_ids: string[] | null;
}
