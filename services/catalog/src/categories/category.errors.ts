import { DomainError } from '@lumina/platform';

export class CategoryNotFoundError extends DomainError {
  readonly code = 'CATALOG.CATEGORY_NOT_FOUND';
  readonly kind = 'not_found' as const;

  constructor(slugOrId: string) {
    super(`Category '${slugOrId}' not found`);
  }
}

export class CategorySlugTakenError extends DomainError {
  readonly code = 'CATALOG.CATEGORY_SLUG_TAKEN';
  readonly kind = 'conflict' as const;

  constructor(slug: string, holder: string) {
    super(`The slug '${slug}' is already used by the category '${holder}'`, { slug, holder });
  }
}

/** Another admin saved the category since this edit was started: nothing is overwritten. */
export class CategoryEditConflictError extends DomainError {
  readonly code = 'CATALOG.CATEGORY_EDIT_CONFLICT';
  readonly kind = 'conflict' as const;

  constructor(changed: string[], current: unknown) {
    super(`Someone else saved this category meanwhile (changed: ${changed.join(', ') || 'nothing visible'}); reload and apply your edit again`, {
      changed,
      current,
    });
  }
}

export class CategoryNotEmptyError extends DomainError {
  readonly code = 'CATALOG.CATEGORY_NOT_EMPTY';
  readonly kind = 'conflict' as const;

  constructor(message: string, details: unknown) {
    super(message, details);
  }
}

export class CategoryMoveError extends DomainError {
  readonly code = 'CATALOG.CATEGORY_MOVE_INVALID';
  readonly kind = 'validation' as const;
}
