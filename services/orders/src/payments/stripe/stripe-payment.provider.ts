import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { InvalidWebhookSignatureError, PaymentProviderUnavailableError, ProviderNotActiveError } from '../payment.errors';
import type {
  CreateIntentInput,
  CreatedIntent,
  IntentStatus,
  PaymentProvider,
  PaymentWebhookEvent,
  ProviderIntent,
} from '../payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret?: string;
  publishableKey?: string;
  paymentMethodTypes: string[];
  /** host/port/protocol: a local stand-in in tests; Stripe's API when absent. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status as IntentStatus,
    amountMinor: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
  };
}

/** Network trouble and Stripe's own outages are "try again" (503); anything else is a bug to surface. */
function unavailable(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.type === 'StripeConnectionError' || error.type === 'StripeAPIError' || error.type === 'StripeRateLimitError') {
      throw new PaymentProviderUnavailableError('stripe', error.message);
    }
  }
  throw error;
}

/** The Stripe adapter of the PaymentProvider port, through the official SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey?: string;
  private readonly logger = new Logger(StripePaymentProvider.name);
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.stripe = new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      // The SDK retries idempotently (it sends an Idempotency-Key), so a retried create never makes two intents.
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
      appInfo: { name: 'Lumina storefront' },
    });
  }

  /** Only cards take CHF among spec §9's methods; the rest are EUR-only. */
  paymentMethodTypes(currency: 'eur' | 'chf'): string[] {
    return currency === 'eur' ? [...this.options.paymentMethodTypes] : ['card'];
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const intent = await this.stripe.paymentIntents
      .create(
        {
          amount: input.amountMinor,
          currency: input.currency,
          // This API version (SDK 23) names the create parameter allowed_payment_method_types.
          allowed_payment_method_types: this.paymentMethodTypes(input.currency),
          metadata: { checkoutId: input.checkoutId, cartSessionId: input.cartSessionId },
        },
        // One checkout, one intent, even if this call is repeated after a lost reply.
        { idempotencyKey: `checkout-${input.checkoutId}` },
      )
      .catch(unavailable);
    if (!intent.client_secret) throw new Error(`Stripe returned intent ${intent.id} without a client secret`);
    return { ...toIntent(intent), clientSecret: intent.client_secret };
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      return unavailable(error);
    }
  }

  verifyWebhook(payload: string, signature: string): PaymentWebhookEvent {
    const secret = this.options.webhookSecret;
    if (!secret) throw new ProviderNotActiveError('The Stripe webhook (STRIPE_WEBHOOK_SECRET is not set)', 'stripe');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, secret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidWebhookSignatureError(error.message);
      throw error;
    }
    if (event.type === 'payment_intent.succeeded') {
      return { kind: 'payment_succeeded', eventId: event.id, intent: toIntent(event.data.object) };
    }
    this.logger.debug(`ignoring Stripe event ${event.id} (${event.type})`);
    return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}
