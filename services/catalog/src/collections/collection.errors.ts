import { DomainError } from '@lumina/platform';

export class CollectionNotFoundError extends DomainError {
  readonly code = 'CATALOG.COLLECTION_NOT_FOUND';
  readonly kind = 'not_found' as const;

  constructor(slug: string) {
    super(`Collection '${slug}' not found`);
  }
}
