/**
 * Checkout's HTTP shapes (spec §3, §7; ARCHITECTURE §9). Local until the orders DTOs are exported
 * from `@lumina/contracts` (services/contracts/src/orders/).
 */

/** An address of spec §3 (checkout address). */
export interface AddressFields {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, one of the 8 shipping countries. */
  country: string;
  phone: string;
}

export interface ShippingAddress extends AddressFields {
  email: string;
}

export interface BillingAddress extends AddressFields {
  sameAsShipping: boolean;
}

/** What checkout needs of the cart (structurally the cart's own response). */
export interface CheckoutCart {
  sessionId: string;
  itemCount: number;
  /** Decimal string, EUR, before VAT. */
  totalAmount: string;
  items: { id: string; quantity: number; price: string; product: { name: string; sku: string; imageUrl: string | null } }[];
}

export interface CreatePaymentIntentRequest {
  /** Total to charge in major units (subtotal + VAT); the server recomputes it and refuses a different one. */
  amount: number;
  /** Lower case ISO 4217: 'eur', or 'chf' when shipping to CH. */
  currency: string;
  cartSessionId: string;
  country?: string;
}

export type PaymentProviderName = 'stripe' | 'manual';

export interface CreatePaymentIntentResponse {
  clientSecret?: string | null;
  paymentIntentId?: string;
  provider?: PaymentProviderName;
  /** Stripe's publishable key when the provider is 'stripe'. */
  publishableKey?: string | null;
  message?: string;
}

export interface ConfirmPaymentRequest {
  paymentIntentId: string;
  cartSessionId: string;
  shippingAddress: ShippingAddress;
  billingAddress: BillingAddress;
}

export interface ConfirmPaymentResponse {
  success: boolean;
  orderNumber?: string;
  error?: string;
}
