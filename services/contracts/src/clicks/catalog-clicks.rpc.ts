import { deliveryCountrySchema } from '../catalog/offer.dto';
import { z } from '../zod';

/**
 * What catalog answers for click tracking (catalog owns products; the handlers live in
 * services/catalog/src/products/clicks). Kept beside the clicks contracts so the two domains'
 * files never collide.
 */
export const CatalogClickPatterns = {
  /** The stored deep link of one product: the redirect's only source of its target. */
  clickTarget: 'catalog.products.clickTarget',
  /** Product totals for the dashboard: how many exist now and how many were added since a date. */
  productStats: 'catalog.products.stats',
} as const;

/**
 * `offerId`: the offer the shopper chose (an unknown or another product's falls back to the best
 * offer for `country`, default: English's, deliveryCountryFor).
 */
export const clickTargetPayload = z.object({
  id: z.uuid(),
  offerId: z.uuid().optional(),
  country: deliveryCountrySchema.optional(),
});
export type ClickTargetPayload = z.infer<typeof clickTargetPayload>;

export interface ClickTargetDto {
  productId: string;
  /** The offer the click goes to (null: a product without offers, its own link) and its merchant. */
  offerId: string | null;
  merchantId: string | null;
  slug: string;
  /** http(s) address at the merchant; a product without one answers CATALOG.PRODUCT_NOT_FOUND. */
  deepLink: string;
}

export const productStatsPayload = z.object({ since: z.iso.datetime() });
export type ProductStatsPayload = z.infer<typeof productStatsPayload>;

export interface ProductStatsDto {
  total: number;
  addedSince: number;
}

export interface CatalogClickRpc {
  [CatalogClickPatterns.clickTarget]: { payload: ClickTargetPayload; reply: ClickTargetDto };
  [CatalogClickPatterns.productStats]: { payload: ProductStatsPayload; reply: ProductStatsDto };
}
