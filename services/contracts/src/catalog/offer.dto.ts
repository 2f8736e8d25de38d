import { z } from '../zod';
import { DELIVERY_COUNTRIES, isDeliveryCountry, type DeliveryCountry } from '../pricing/deliver-to';
import type { ProductDto } from './product.dto';

/**
 * One merchant's offer of a product as the product page shows it (ARCHITECTURE §15), for the
 * shopper's 'Deliver to' country. Money is decimal strings in the offer's currency, as ProductDto's.
 */
export interface OfferDto {
  id: string;
  merchantId: string | null;
  merchantName: string | null;
  price: string;
  /** The feed's own 'original price', as sent; never a struck-through reduction. */
  rrp: string | null;
  currency: string;
  /** Shipping to the country. */
  shipping: string;
  /** false: the merchant's feed gave no shipping cost (counted as 0 until merchants have a default shipping table). */
  shippingKnown: boolean;
  /** price + shipping: what the offers are ranked by. */
  total: string;
  isInStock: boolean;
  deliveryTime: string | null;
  condition: string;
  /** When the merchant's feed last wrote this offer (ISO 8601). */
  lastCheckedAt: string;
}

/**
 * A product page: the product, its `price`, `merchant`, `merchantId`, `affiliateUrl` and
 * `isInStock` taken from its best offer (lowest total to `deliverTo` among in-stock offers that
 * deliver there; ties by the most recently seen; never by commission), and the offers that deliver
 * there, ranked: in stock first, then by total, then the most recently seen.
 */
export interface ProductDetailDto extends ProductDto {
  deliverTo: DeliveryCountry;
  /** The language of the shown title and text (the row's merchant's feed language), for its `lang`. */
  textLanguage?: string;
  offers: OfferDto[];
}

/** `?country=` of an API call: a 'Deliver to' country, any case. */
export const deliveryCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isDeliveryCountry, `must be a 'Deliver to' country (${DELIVERY_COUNTRIES.join(', ')})`)
  .transform((value) => value as DeliveryCountry);

/** `GET /api/products/{slug}`: the buyer's country, else the language's (deliveryCountryFor). */
export const productPageQuery = z.object({
  country: deliveryCountrySchema.optional(),
  language: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be a two-letter lower-case language code')
    .default('en'),
});
export type ProductPageQuery = z.infer<typeof productPageQuery>;
