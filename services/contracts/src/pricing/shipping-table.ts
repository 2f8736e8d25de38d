import { z } from '../zod';
import { DELIVERY_COUNTRIES, type DeliveryCountry } from './deliver-to';

/**
 * Shipping cost per 'Deliver to' country in minor units (`{ "DE": 495, "AT": 0 }`): a feed row's own
 * (Google `g:shipping`, Awin delivery cost) or a merchant's default table. A country absent is one
 * the offer does not deliver to; an empty table says nothing (shipping unknown).
 */
export const shippingTableSchema = z
  .partialRecord(z.enum(DELIVERY_COUNTRIES), z.number().int().min(0).max(1_000_000))
  .default({});
export type ShippingTable = Partial<Record<DeliveryCountry, number>>;
