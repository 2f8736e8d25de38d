import { OrdersErrorCodes } from '@lumina/contracts';
import { DomainError } from '@lumina/platform';

export class OrderNotFoundError extends DomainError {
  readonly code = OrdersErrorCodes.orderNotFound;
  readonly kind = 'not_found' as const;

  constructor(orderNumber: string) {
    super(`Order ${orderNumber} not found`);
  }
}

export class PaymentNotSucceededError extends DomainError {
  readonly code = OrdersErrorCodes.paymentNotSucceeded;
  readonly kind = 'conflict' as const;

  constructor(status: string) {
    super(`Payment has not succeeded (status: ${status})`, { status });
  }
}

/** The provider's intent is not for what the checkout priced: never make an order from it. */
export class PaymentMismatchError extends DomainError {
  readonly code = OrdersErrorCodes.paymentMismatch;
  readonly kind = 'conflict' as const;

  constructor(paymentIntentId: string) {
    super(`Payment ${paymentIntentId} does not match its checkout's amount or currency`);
  }
}
