import { CartErrorCodes } from '@lumina/contracts';
import { DomainError } from '@lumina/platform';

export class ProductNotFoundError extends DomainError {
  readonly code = CartErrorCodes.productNotFound;
  readonly kind = 'not_found' as const;

  constructor(productId: string) {
    super(`Product ${productId} not found`);
  }
}

export class ProductOutOfStockError extends DomainError {
  readonly code = CartErrorCodes.outOfStock;
  readonly kind = 'conflict' as const;

  constructor(title: string) {
    super(`'${title}' is out of stock`);
  }
}

/** Also what an item of another cart gets: a cart never learns that someone else's item exists. */
export class CartItemNotFoundError extends DomainError {
  readonly code = CartErrorCodes.itemNotFound;
  readonly kind = 'not_found' as const;

  constructor(itemId: string) {
    super(`Cart item ${itemId} not found in this cart`);
  }
}

/** Catalog did not answer: a product cannot be priced, so it cannot be added (503, try again). */
export class CatalogUnavailableError extends DomainError {
  readonly code = CartErrorCodes.catalogUnavailable;
  readonly kind = 'unavailable' as const;

  constructor() {
    super("Products can't be added to the cart right now. Please try again in a moment.");
  }
}
