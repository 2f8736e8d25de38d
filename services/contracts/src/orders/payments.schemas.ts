import { z } from '../zod';
import { cartSessionIdSchema } from '../cart/cart.schemas';
import { billingAddressSchema, countrySchema, shippingAddressSchema } from './address.schemas';

export const PAYMENT_PROVIDERS = ['stripe', 'manual'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Stripe ids (`pi_…`) and the manual provider's (`manual_pi_…`). */
export const paymentIntentIdSchema = z
  .string()
  .max(255)
  .regex(/^(pi|manual_pi)_[A-Za-z0-9_]+$/, 'must be a payment intent id');

/**
 * `POST /api/create-payment-intent`. `amount` is what the client shows, in minor units (cents,
 * integer); the server computes its own and refuses a different one. `currency` is lower case
 * (spec §7) and must be the shipping country's: chf for CH, eur otherwise. The addresses are
 * optional here but should be sent (the shipping step is done by then): an order created from the
 * Stripe webhook alone then has them.
 */
export const createPaymentIntentSchema = z
  .object({
    amount: z.number().int('must be an integer number of cents').min(0),
    currency: z.enum(['eur', 'chf'], { message: 'must be eur or chf (lower case)' }),
    cartSessionId: cartSessionIdSchema,
    country: countrySchema.optional(),
    shippingAddress: shippingAddressSchema.optional(),
    billingAddress: billingAddressSchema.optional(),
  })
  .refine((body) => !body.country || !body.shippingAddress || body.country === body.shippingAddress.country, {
    message: 'must match shippingAddress.country',
    path: ['country'],
  });
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentSchema>;

/** `POST /api/confirm-payment` (spec §7). */
export const confirmPaymentSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  cartSessionId: cartSessionIdSchema,
  shippingAddress: shippingAddressSchema,
  billingAddress: billingAddressSchema.default({ sameAsShipping: true }),
});
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentSchema>;

/** `POST /api/payments/manual/confirm`: the test-payment form of the manual provider. */
export const manualConfirmSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  clientSecret: z.string().min(1).max(255),
  /** `decline` lets the UI show the payment-failed state without a card. */
  outcome: z.enum(['succeed', 'decline']).default('succeed'),
});
export type ManualConfirmInput = z.infer<typeof manualConfirmSchema>;

/** `GET /api/checkout/quote?cartSessionId=…&country=…` */
export const checkoutQuoteSchema = z.object({
  cartSessionId: cartSessionIdSchema,
  country: countrySchema.default('ES'),
});
export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteSchema>;

/** The Stripe webhook as the BFF forwards it: the raw body, untouched, and its signature header. */
export const stripeWebhookPayload = z.object({
  payload: z.string().min(1).max(1024 * 1024),
  signature: z.string().min(1).max(4096),
});
export type StripeWebhookPayload = z.infer<typeof stripeWebhookPayload>;
