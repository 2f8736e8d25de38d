/**
 * The order read of spec §3 (`GET /api/orders/{orderNumber}`). Local until the orders DTOs are
 * exported from `@lumina/contracts` (services/contracts/src/orders/).
 */
export interface OrderItemResponse {
  id: string;
  productName: string;
  productSku: string;
  quantity: number;
  /** Decimal string: unit price × quantity. */
  totalPrice: string;
  unitPrice?: string;
}

export interface OrderResponse {
  orderNumber: string;
  createdAt: string;
  paymentStatus: string;
  status: string;
  items: OrderItemResponse[];
  /** JSON text holding the address fields (spec §3); accepted as an object too. */
  shippingAddress: string | Record<string, unknown> | null;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
  /** ISO 4217 of the charge ('EUR', or 'CHF' for Switzerland); EUR when absent. */
  currency?: string;
}

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
