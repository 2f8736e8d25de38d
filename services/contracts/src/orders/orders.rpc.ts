import type {
  CheckoutQuoteDto,
  ConfirmPaymentDto,
  InvoiceFileDto,
  ManualConfirmDto,
  OrderDto,
  PaymentConfigDto,
  PaymentIntentDto,
  StripeWebhookReplyDto,
} from './order.dto';
import type { OrderLookupPayload, OrderPaidEvent } from './order.schemas';
import type {
  CheckoutQuoteInput,
  ConfirmPaymentInput,
  CreatePaymentIntentInput,
  ManualConfirmInput,
  StripeWebhookPayload,
} from './payments.schemas';

export const OrdersPatterns = {
  paymentConfig: 'orders.payments.config',
  quote: 'orders.checkout.quote',
  createIntent: 'orders.payments.createIntent',
  manualConfirm: 'orders.payments.manualConfirm',
  confirmPayment: 'orders.payments.confirm',
  stripeWebhook: 'orders.webhooks.stripe',
  byNumber: 'orders.byNumber',
  invoice: 'orders.invoice',
} as const;

export const OrdersEvents = { paid: 'order.paid' } as const;

export interface OrdersEventContract {
  [OrdersEvents.paid]: OrderPaidEvent;
}

/** Error codes the checkout and order calls answer with (kind in brackets). */
export const OrdersErrorCodes = {
  cartEmpty: 'ORDERS.CART_EMPTY', // validation
  itemUnavailable: 'ORDERS.ITEM_UNAVAILABLE', // conflict
  pricesUnverified: 'ORDERS.PRICES_UNVERIFIED', // unavailable
  amountMismatch: 'ORDERS.AMOUNT_MISMATCH', // conflict
  currencyMismatch: 'ORDERS.CURRENCY_MISMATCH', // conflict
  paymentNotFound: 'ORDERS.PAYMENT_NOT_FOUND', // not_found
  paymentNotSucceeded: 'ORDERS.PAYMENT_NOT_SUCCEEDED', // conflict
  paymentMismatch: 'ORDERS.PAYMENT_MISMATCH', // conflict
  providerUnavailable: 'ORDERS.PROVIDER_UNAVAILABLE', // unavailable
  providerNotActive: 'ORDERS.PROVIDER_NOT_ACTIVE', // not_found
  invalidSignature: 'ORDERS.INVALID_WEBHOOK_SIGNATURE', // validation
  orderNotFound: 'ORDERS.ORDER_NOT_FOUND', // not_found
} as const;

export interface OrdersRpc {
  [OrdersPatterns.paymentConfig]: { payload: Record<string, never>; reply: PaymentConfigDto };
  [OrdersPatterns.quote]: { payload: CheckoutQuoteInput; reply: CheckoutQuoteDto };
  [OrdersPatterns.createIntent]: { payload: CreatePaymentIntentInput; reply: PaymentIntentDto };
  [OrdersPatterns.manualConfirm]: { payload: ManualConfirmInput; reply: ManualConfirmDto };
  [OrdersPatterns.confirmPayment]: { payload: ConfirmPaymentInput; reply: ConfirmPaymentDto };
  [OrdersPatterns.stripeWebhook]: { payload: StripeWebhookPayload; reply: StripeWebhookReplyDto };
  [OrdersPatterns.byNumber]: { payload: OrderLookupPayload; reply: OrderDto };
  [OrdersPatterns.invoice]: { payload: OrderLookupPayload; reply: InvoiceFileDto };
}
