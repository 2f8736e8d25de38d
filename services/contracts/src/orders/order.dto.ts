import type { PaymentProviderName } from './payments.schemas';

/** `GET /api/payments/config`: which provider checkout talks to. */
export interface PaymentConfigDto {
  provider: PaymentProviderName;
  /** Stripe only: for `loadStripe()`. Absent with Stripe means "Payment System Configuration Required". */
  publishableKey?: string;
  /** Stripe Payment Element methods for EUR, in tab order; CHF is card only. */
  paymentMethodTypes: string[];
}

/** Prices of a checkout in the shipping country's currency; amounts in minor units (cents). */
export interface CheckoutTotalsDto {
  /** Lower case, as the payment calls use it: "eur" or "chf". */
  currency: 'eur' | 'chf';
  subtotal: number;
  /** The destination's flat fee below the free-shipping threshold; 0 (FREE) at or above it. */
  shipping: number;
  /** The VAT contained in `amount` (catalogue prices include VAT); 0 for Switzerland. */
  taxAmount: number;
  /** subtotal + shipping: what create-payment-intent expects as `amount`, and what is charged. */
  amount: number;
  /** The destination's standard rate (contracts' VAT table). */
  taxRatePercent: number;
  /** Switzerland: no EU VAT; Swiss VAT and duties are due on delivery. */
  vatDueOnDelivery: boolean;
}

/** `GET /api/checkout/quote` */
export interface CheckoutQuoteDto extends CheckoutTotalsDto {
  itemCount: number;
}

/** `POST /api/create-payment-intent` reply. */
export interface PaymentIntentDto extends CheckoutTotalsDto {
  clientSecret: string;
  paymentIntentId: string;
  provider: PaymentProviderName;
  publishableKey?: string;
  paymentMethodTypes: string[];
}

/** `POST /api/payments/manual/confirm` reply. */
export interface ManualConfirmDto {
  paymentIntentId: string;
  status: 'succeeded' | 'requires_payment_method';
  /** Set when the test payment was declined. */
  error?: string;
}

/** `POST /api/confirm-payment` reply (spec §7). Failures carry `success: false` and `error`. */
export interface ConfirmPaymentDto {
  success: true;
  orderNumber: string;
}

export interface OrderItemDto {
  id: string;
  productId: string;
  productName: string;
  productSku: string;
  quantity: number;
  /** Decimal strings. */
  unitPrice: string;
  totalPrice: string;
}

/** `GET /api/orders/{orderNumber}` (spec §3). Amounts are decimal strings in `currency`. */
export interface OrderDto {
  orderNumber: string;
  createdAt: string;
  /** `paid` (orders exist only once paid). */
  paymentStatus: string;
  /** `confirmed`. */
  status: string;
  items: OrderItemDto[];
  /** JSON text of the shipping address fields (spec §3); "{}" if the webhook created the order before any address was known. */
  shippingAddress: string;
  /** JSON text of the resolved billing address. */
  billingAddress: string;
  subtotal: string;
  /** Shipping charged ("0.00": free). */
  shippingAmount: string;
  taxAmount: string;
  totalAmount: string;
  /** Upper case ISO 4217. */
  currency: string;
  taxRatePercent: number;
  /** True: `taxAmount` is included in the total; false for orders priced before prices included VAT (VAT on top). */
  taxIncluded: boolean;
  /** Switzerland: Swiss VAT and duties are due on delivery. */
  vatDueOnDelivery: boolean;
}

export interface InvoiceFileDto {
  filename: string;
  /** The PDF, base64: the transport carries JSON. */
  contentBase64: string;
}

export interface StripeWebhookReplyDto {
  received: true;
  /** False for event types we do not act on, or an intent that is not ours. */
  handled: boolean;
}
