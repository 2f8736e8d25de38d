import { DomainError } from '@lumina/platform';

export class CategoryNotFoundError extends DomainError {
  readonly code = 'CATALOG.CATEGORY_NOT_FOUND';
  readonly kind = 'not_found' as const;

  constructor(slug: string) {
    super(`Category '${slug}' not found`);
  }
}
