import { DomainError } from '@lumina/platform';

export class ProductNotFoundError extends DomainError {
  readonly code = 'CATALOG.PRODUCT_NOT_FOUND';
  readonly kind = 'not_found' as const;

  constructor(slug: string) {
    super(`Product '${slug}' not found`);
  }
}

/**
 * The slug belongs to a product merged into another (ADR 025): the caller answers 301 to the
 * survivor (`details.slug`), so old links, bookmarks and search results keep working.
 */
export class ProductMovedError extends DomainError {
  readonly code = 'CATALOG.PRODUCT_MOVED';
  readonly kind = 'not_found' as const;

  constructor(slug: string, readonly survivorSlug: string) {
    super(`Product '${slug}' is now '${survivorSlug}'`, { slug: survivorSlug });
  }
}
