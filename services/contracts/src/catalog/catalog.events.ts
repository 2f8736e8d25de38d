import type { DeliveryCountry } from '../pricing/deliver-to';

/**
 * Catalog's events (docs/adr-016-agreements.md). Offer changes go out once per written batch (a feed
 * batch, an admin edit, a merge), never once per row: a 100,000-row sync is tens of events, and the
 * alerts service decides crossings from them without asking catalog per offer.
 */
export const CatalogEvents = {
  offersChanged: 'catalog.offers.changed',
  productMerged: 'product.merged',
} as const;

export type OfferChangeSource = 'feed' | 'admin' | 'seed' | 'merge' | 'split';

/** What a buyer pays for one offer, as the price history keeps it (minor units). */
export interface OfferPriceState {
  priceMinor: number;
  currency: string;
  /** Shipping to each country the offer delivers to; a country absent here is not served. */
  shippingMinor: Partial<Record<DeliveryCountry, number>>;
  inStock: boolean;
}

export interface OfferChange {
  offerId: string;
  productId: string;
  merchantId: string;
  /** null: the offer is new. */
  before: OfferPriceState | null;
  /** null: the offer left (retired by a completed sync, its merchant deleted, split off into another product). */
  after: OfferPriceState | null;
}

export interface OffersChangedEvent {
  /** Stable per batch, so a consumer that sees the event twice applies it once. */
  batchId: string;
  source: OfferChangeSource;
  /** The ingest run that wrote the batch (feed source only). */
  runId: string | null;
  merchantId: string | null;
  at: string;
  /** Only offers whose price, shipping or availability changed. */
  changes: OfferChange[];
}

/**
 * One product absorbed into another (an admin's merge, or a match found by a sync). Carts, clicks and
 * alerts re-point what they hold from `fromProductId` to `intoProductId`; the old slug answers 301.
 */
export interface ProductMergedEvent {
  mergeId: string;
  fromProductId: string;
  fromSlug: string;
  intoProductId: string;
  intoSlug: string;
  /** Offers that moved with it (at most one per merchant survives on the product). */
  offerIds: string[];
  decidedBy: 'admin' | 'sync';
  at: string;
}

export interface CatalogEventContract {
  [CatalogEvents.offersChanged]: OffersChangedEvent;
  [CatalogEvents.productMerged]: ProductMergedEvent;
}
