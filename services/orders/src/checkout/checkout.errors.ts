import { minorToDecimal, OrdersErrorCodes } from '@lumina/contracts';
import { DomainError } from '@lumina/platform';

export class CartEmptyError extends DomainError {
  readonly code = OrdersErrorCodes.cartEmpty;
  readonly kind = 'validation' as const;

  constructor() {
    super('Your cart is empty');
  }
}

export class ItemUnavailableError extends DomainError {
  readonly code = OrdersErrorCodes.itemUnavailable;
  readonly kind = 'conflict' as const;

  constructor(titles: string[]) {
    super(`No longer available: ${titles.join(', ')}. Remove ${titles.length === 1 ? 'it' : 'them'} from your cart to continue.`);
  }
}

export class PricesUnverifiedError extends DomainError {
  readonly code = OrdersErrorCodes.pricesUnverified;
  readonly kind = 'unavailable' as const;

  constructor() {
    super('Prices could not be confirmed right now. Please try again in a moment.');
  }
}

export class AmountMismatchError extends DomainError {
  readonly code = OrdersErrorCodes.amountMismatch;
  readonly kind = 'conflict' as const;

  constructor(expectedMinor: number, givenMinor: number, currency: string) {
    super(
      `The order total is ${minorToDecimal(expectedMinor)} ${currency}, not ${minorToDecimal(givenMinor)} ${currency}: ` +
        'your cart changed. Please review the order summary and try again.',
      { expected: expectedMinor, given: givenMinor, currency },
    );
  }
}

export class CurrencyMismatchError extends DomainError {
  readonly code = OrdersErrorCodes.currencyMismatch;
  readonly kind = 'conflict' as const;

  constructor(expected: string, given: string) {
    super(`Orders shipping to this country are paid in ${expected}, not ${given}`, { expected, given });
  }
}
