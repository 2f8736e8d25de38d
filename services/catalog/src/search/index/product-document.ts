import type { OfferSummaryRow } from '../../offers/offer-summary.sql';

/**
 * One product as the Meilisearch index holds it: what is searched, filtered, sorted and counted,
 * nothing more. Listings take the ids in order and read the products themselves from PostgreSQL,
 * so prices, stock and texts shown are never older than the database.
 */
export interface ProductSearchDocument {
  id: string;
  title: string;
  /** Brand name (searched) and slug (filtered and counted: the web's `brand=<slug>`). */
  brand: string | null;
  brandSlug: string | null;
  /** Every category the product is listed under: its product type and its indoor/outdoor/smart group(s). */
  categoryIds: string[];
  categoryNames: string[];
  shortDescription: string | null;
  sku: string;
  /**
   * Decimal price in the catalogue currency (EUR), e.g. 129.9, for the price filter and sort. The
   * database keeps integer cents; a float is fine here because it is only compared, never added.
   */
  price: number;
  bulbType: string | null;
  ipRating: string | null;
  finish: string | null;
  features: string[];
  isDimmable: boolean;
  isInStock: boolean;
  merchantId: string | null;
  /** Milliseconds since the epoch: Meilisearch sorts numbers, not dates. */
  createdAt: number;
  clickCount: number;
  /** Percent off the price the prior-price rule strikes (not rounded, so the sort is exact); 0 when not reduced. */
  discount: number;
  /** Lowest in-stock item price of its offers (else the lowest); `price` is the same, for filters and sorts. */
  minPrice: number;
  maxPrice: number;
  /** How many shops sell it ('N shops'). */
  offerCount: number;
  /** Every merchant with a current offer (the 'Shops' facet). */
  merchantIds: string[];
}

/** A row of SearchDocumentsRepository's query. */
export interface SearchDocumentRow extends OfferSummaryRow {
  id: string;
  title: string;
  brand_name: string | null;
  brand_slug: string | null;
  category_ids: string[];
  category_names: string[];
  short_description: string | null;
  sku: string;
  price_minor: number;
  bulb_type: string | null;
  ip_rating: string | null;
  finish: string | null;
  features: string[];
  is_dimmable: boolean;
  is_in_stock: boolean;
  merchant_id: string | null;
  created_at: Date;
  click_count: number;
  /** The struck price the prior-price rule allows (reducedFromSql), never the feed's original price. */
  reduced_from_minor: number | null;
}

/** Percent off: (struck − price) / struck × 100, 0 without a reduction. */
export function discountPercentOf(priceMinor: number, reducedFromMinor: number | null): number {
  if (reducedFromMinor === null || reducedFromMinor <= priceMinor || reducedFromMinor <= 0) return 0;
  return ((reducedFromMinor - priceMinor) * 100) / reducedFromMinor;
}

export function toSearchDocument(row: SearchDocumentRow): ProductSearchDocument {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand_name,
    brandSlug: row.brand_slug,
    categoryIds: row.category_ids,
    categoryNames: row.category_names,
    shortDescription: row.short_description,
    sku: row.sku,
    price: (row.offer_min_minor ?? row.price_minor) / 100,
    bulbType: row.bulb_type,
    ipRating: row.ip_rating,
    finish: row.finish,
    features: row.features,
    isDimmable: row.is_dimmable,
    isInStock: row.offer_in_stock ?? row.is_in_stock,
    merchantId: row.merchant_id,
    createdAt: row.created_at.getTime(),
    clickCount: row.click_count,
    // The reduction the prior-price rule allowed belongs to the row's own offer (see product.read-model).
    discount: discountPercentOf(row.price_minor, (row.offer_min_minor ?? row.price_minor) === row.price_minor ? row.reduced_from_minor : null),
    minPrice: (row.offer_min_minor ?? row.price_minor) / 100,
    maxPrice: (row.offer_max_minor ?? row.price_minor) / 100,
    offerCount: Math.max(row.offer_count, 1),
    merchantIds: row.offer_merchant_ids ?? (row.merchant_id === null ? [] : [row.merchant_id]),
  };
}
