/**
 * Checkout's HTTP shapes (spec §3, §7; ARCHITECTURE §9), from `@lumina/contracts` (types only).
 */
import type {
  CheckoutQuoteDto,
  EnergyLabelDto,
  ManualConfirmDto,
  PaymentIntentDto,
  PaymentProviderName,
} from '@lumina/contracts';

export type { CheckoutQuoteDto, ManualConfirmDto, PaymentIntentDto, PaymentProviderName };

/** The address fields of spec §3 as the form holds them (optional ones as empty strings). */
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

/** Billing as the API takes it: 'same as shipping', or a full address (ARCHITECTURE §11). */
export type BillingAddress = { sameAsShipping: true } | ({ sameAsShipping: false } & AddressFields);

/** What checkout needs of the cart (structurally the cart's own response). */
export interface CheckoutCart {
  sessionId: string;
  itemCount: number;
  /** Decimal string, EUR, before VAT. */
  totalAmount: string;
  items: {
    id: string;
    quantity: number;
    price: string;
    product: { name: string; sku: string; imageUrl: string | null; energyLabel?: EnergyLabelDto | null };
  }[];
}

export interface CheckoutQuoteRequest {
  cartSessionId: string;
  country: string;
}

/** `POST /api/create-payment-intent`: `amount` in minor units (cents), as the quote gave it. */
export interface CreatePaymentIntentRequest {
  amount: number;
  /** Lower case: 'eur', or 'chf' when shipping to CH. */
  currency: 'eur' | 'chf';
  cartSessionId: string;
  country: string;
  shippingAddress: ShippingAddress;
  billingAddress: BillingAddress;
}

/** Failures of create-payment-intent carry `{ message }` instead (spec §7). */
export type CreatePaymentIntentResponse = Partial<PaymentIntentDto> & { message?: string };

export interface ManualConfirmRequest {
  paymentIntentId: string;
  clientSecret: string;
  outcome: 'succeed' | 'decline';
}

export interface ConfirmPaymentRequest {
  paymentIntentId: string;
  cartSessionId: string;
  shippingAddress: ShippingAddress;
  billingAddress: BillingAddress;
}

/** `{ success: true, orderNumber }`, or `{ success: false, error }` (spec §7). */
export interface ConfirmPaymentResponse {
  success: boolean;
  orderNumber?: string;
  error?: string;
}
