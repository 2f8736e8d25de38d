import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfirmPaymentDto, ConfirmPaymentInput, StripeWebhookPayload, StripeWebhookReplyDto } from '@lumina/contracts';
import type { CheckoutEntity } from '../checkout/checkout.entity';
import { CheckoutsRepository } from '../checkout/checkouts.repository';
import { resolveBilling } from '../checkout/checkout.service';
import { PaymentNotFoundError, ProviderNotActiveError } from '../payments/payment.errors';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderIntent } from '../payments/payment-provider';
import { OrderPaidOutbox } from './order-paid.outbox';
import { OrderWriter, type WrittenOrder } from './order-writer';
import { PaymentMismatchError, PaymentNotSucceededError } from './order.errors';

function matches(intent: ProviderIntent, checkout: CheckoutEntity): boolean {
  return intent.amountMinor === checkout.totalMinor && intent.currency === checkout.currency.toLowerCase();
}

/**
 * Turns a successful payment into its order, from either side: the browser's confirm-payment or
 * the provider's webhook, in any order, any number of times. Both end in `complete()`, which is
 * idempotent per payment intent.
 */
@Injectable()
export class PaymentCompletionService {
  private readonly logger = new Logger(PaymentCompletionService.name);

  constructor(
    private readonly checkouts: CheckoutsRepository,
    private readonly writer: OrderWriter,
    private readonly outbox: OrderPaidOutbox,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async confirm(input: ConfirmPaymentInput): Promise<ConfirmPaymentDto> {
    // Stored first, so a webhook completing this payment later still has the addresses.
    const checkout = await this.checkouts.attachAddresses(
      input.paymentIntentId,
      input.cartSessionId,
      input.shippingAddress,
      resolveBilling(input.billingAddress, input.shippingAddress),
    );
    if (!checkout) throw new PaymentNotFoundError(input.paymentIntentId);

    // A repeated confirm (double click, retry after a lost reply) needs no second word from the provider.
    const existing = await this.writer.findByCheckout(checkout.id);
    if (existing) {
      await this.writer.fillMissingAddresses(existing.id, checkout.id);
      await this.outbox.sendIfUnsent(existing.id);
      return { success: true, orderNumber: existing.orderNumber };
    }

    const intent = await this.provider.retrieveIntent(input.paymentIntentId);
    if (!intent) throw new PaymentNotFoundError(input.paymentIntentId);
    if (!matches(intent, checkout)) {
      this.logger.error(`intent ${intent.id} is ${intent.amountMinor} ${intent.currency}, checkout ${checkout.id} priced ${checkout.totalMinor} ${checkout.currency}`);
      throw new PaymentMismatchError(intent.id);
    }
    if (intent.status !== 'succeeded') throw new PaymentNotSucceededError(intent.status);

    const order = await this.complete(checkout, 'confirm-payment');
    if (!order.created) await this.writer.fillMissingAddresses(order.id, checkout.id);
    return { success: true, orderNumber: order.orderNumber };
  }

  async webhook({ payload, signature }: StripeWebhookPayload): Promise<StripeWebhookReplyDto> {
    if (!this.provider.verifyWebhook) throw new ProviderNotActiveError('The Stripe webhook', this.provider.name);
    const event = this.provider.verifyWebhook(payload, signature);
    if (event.kind !== 'payment_succeeded') return { received: true, handled: false };

    const { intent } = event;
    const checkout = await this.checkouts.findForIntent(intent.id, intent.metadata.checkoutId);
    if (!checkout) {
      // Not ours (another integration on the same Stripe account): acknowledged, nothing to do.
      this.logger.warn(`webhook ${event.eventId}: no checkout for intent ${intent.id}`);
      return { received: true, handled: false };
    }
    if (!matches(intent, checkout)) {
      // Acknowledged so Stripe stops retrying; logged loudly because it should never happen.
      this.logger.error(`webhook ${event.eventId}: intent ${intent.id} does not match checkout ${checkout.id}; no order made`);
      return { received: true, handled: false };
    }
    await this.complete(checkout, `webhook ${event.eventId}`);
    return { received: true, handled: true };
  }

  private async complete(checkout: CheckoutEntity, via: string): Promise<WrittenOrder> {
    const order = await this.writer.createFromCheckout(checkout.id);
    if (order.created) this.logger.log(`order ${order.orderNumber} created for ${checkout.paymentIntentId} (${via})`);
    await this.outbox.sendIfUnsent(order.id);
    return order;
  }
}
