import { DomainError } from '@lumina/platform';

export class ProductNotFoundError extends DomainError {
  readonly code = 'CATALOG.PRODUCT_NOT_FOUND';
  readonly kind = 'not_found' as const;

  constructor(slug: string) {
    super(`Product '${slug}' not found`);
  }
}
