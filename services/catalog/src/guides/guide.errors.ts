import { DomainError } from '@lumina/platform';

export class GuideNotFoundError extends DomainError {
  readonly code = 'CATALOG.GUIDE_NOT_FOUND';
  readonly kind = 'not_found' as const;

  constructor(slug: string) {
    super(`Guide '${slug}' not found`);
  }
}
