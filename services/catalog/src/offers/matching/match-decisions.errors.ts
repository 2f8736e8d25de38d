import { DomainError } from '@lumina/platform';

export class MatchNotFoundError extends DomainError {
  readonly code = 'CATALOG.MATCH_NOT_FOUND';
  readonly kind = 'not_found' as const;
}

/** A decision that cannot be applied as asked (the reason says why); nothing was changed. */
export class MatchConflictError extends DomainError {
  readonly code = 'CATALOG.MATCH_CONFLICT';
  readonly kind = 'conflict' as const;
}
