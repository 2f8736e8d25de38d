/** The order read of spec §3 (`GET /api/orders/{orderNumber}`), from `@lumina/contracts` (types only). */
export type { OrderDto as OrderResponse, OrderItemDto as OrderItemResponse } from '@lumina/contracts';

export interface OrderLookup {
  orderNumber: string;
  /** The cart session that placed the order: the BFF only shows an order to it (x-cart-session). */
  sessionId: string | null;
}

/** The address fields kept in an order's `shippingAddress` JSON text. */
export interface OrderAddress {
  email?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  postalCode?: string;
  country?: string;
  phone?: string;
}
