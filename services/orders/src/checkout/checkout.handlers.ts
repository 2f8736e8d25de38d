import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  checkoutQuoteSchema,
  createPaymentIntentSchema,
  manualConfirmSchema,
  OrdersPatterns,
  type CheckoutQuoteDto,
  type CheckoutQuoteInput,
  type CreatePaymentIntentInput,
  type ManualConfirmDto,
  type ManualConfirmInput,
  type PaymentConfigDto,
  type PaymentIntentDto,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { ManualPaymentProvider } from '../payments/manual/manual-payment.provider';
import { ProviderNotActiveError } from '../payments/payment.errors';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { CheckoutService } from './checkout.service';

@Controller()
export class CheckoutHandlers {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly manual: ManualPaymentProvider,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @MessagePattern(OrdersPatterns.paymentConfig)
  config(): PaymentConfigDto {
    return {
      provider: this.provider.name,
      ...(this.provider.publishableKey ? { publishableKey: this.provider.publishableKey } : {}),
      paymentMethodTypes: this.provider.paymentMethodTypes('eur'),
    };
  }

  @MessagePattern(OrdersPatterns.quote)
  quote(@Payload(new ZodPayloadPipe(checkoutQuoteSchema)) payload: CheckoutQuoteInput): Promise<CheckoutQuoteDto> {
    return this.checkout.quote(payload);
  }

  @MessagePattern(OrdersPatterns.createIntent)
  createIntent(@Payload(new ZodPayloadPipe(createPaymentIntentSchema)) payload: CreatePaymentIntentInput): Promise<PaymentIntentDto> {
    return this.checkout.createIntent(payload);
  }

  /** Only while the manual provider is the active one: with Stripe, nothing may mark a payment paid. */
  @MessagePattern(OrdersPatterns.manualConfirm)
  manualConfirm(@Payload(new ZodPayloadPipe(manualConfirmSchema)) payload: ManualConfirmInput): Promise<ManualConfirmDto> {
    if (this.provider.name !== 'manual') throw new ProviderNotActiveError('The test payment form', this.provider.name);
    return this.manual.confirm(payload);
  }
}
