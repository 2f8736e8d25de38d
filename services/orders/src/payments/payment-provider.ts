import type { PaymentProviderName } from '@lumina/contracts';

/** Stripe's PaymentIntent statuses; the manual provider uses the same words. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amountMinor: number;
  /** Lower case ISO 4217, as providers report it. */
  currency: string;
  metadata: Record<string, string>;
}

export interface CreateIntentInput {
  amountMinor: number;
  currency: 'eur' | 'chf';
  /** Lets a paid intent lead back to its checkout even if its id was never stored. */
  checkoutId: string;
  cartSessionId: string;
}

export interface CreatedIntent extends ProviderIntent {
  clientSecret: string;
}

/** A verified webhook, reduced to what orders acts on. */
export type PaymentWebhookEvent =
  | { kind: 'payment_succeeded'; eventId: string; intent: ProviderIntent }
  | { kind: 'ignored'; eventId: string; type: string };

/**
 * The port between orders and whoever takes the money (ARCHITECTURE §9). The amount is always the
 * server's; adapters only carry it.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the browser's SDK (Stripe's publishable key); absent for the manual provider. */
  readonly publishableKey?: string;
  paymentMethodTypes(currency: 'eur' | 'chf'): string[];
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** Null when the provider has no such intent. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Throws InvalidWebhookSignatureError unless the payload is signed by the provider. */
  verifyWebhook?(payload: string, signature: string): PaymentWebhookEvent;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
