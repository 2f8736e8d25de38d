import { OrdersErrorCodes } from '@lumina/contracts';
import { DomainError } from '@lumina/platform';

export class PaymentProviderUnavailableError extends DomainError {
  readonly code = OrdersErrorCodes.providerUnavailable;
  readonly kind = 'unavailable' as const;

  constructor(provider: string, reason: string) {
    super(`The payment provider (${provider}) could not be reached: ${reason}`);
  }
}

export class ProviderNotActiveError extends DomainError {
  readonly code = OrdersErrorCodes.providerNotActive;
  readonly kind = 'not_found' as const;

  constructor(what: string, active: string) {
    super(`${what} is not available: the active payment provider is ${active}`);
  }
}

export class InvalidWebhookSignatureError extends DomainError {
  readonly code = OrdersErrorCodes.invalidSignature;
  readonly kind = 'validation' as const;

  constructor(reason: string) {
    super(`Webhook signature verification failed: ${reason}`);
  }
}

export class PaymentNotFoundError extends DomainError {
  readonly code = OrdersErrorCodes.paymentNotFound;
  readonly kind = 'not_found' as const;

  constructor(paymentIntentId: string) {
    super(`Payment ${paymentIntentId} not found for this cart`);
  }
}
