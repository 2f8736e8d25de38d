import type { ErrorKind, WireError } from '@lumina/contracts';

/**
 * Base of every error a service means to send to its caller. Anything else that escapes a handler
 * is reported as `internal` without its message, so internals never leak.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: ErrorKind;
  readonly details?: unknown;

  constructor(message: string, details?: unknown) {
    super(message);
    this.name = new.target.name;
    this.details = details;
  }

  toWire(): WireError {
    return { code: this.code, kind: this.kind, message: this.message, ...(this.details === undefined ? {} : { details: this.details }) };
  }
}

export class ValidationError extends DomainError {
  readonly code = 'VALIDATION';
  readonly kind = 'validation' as const;
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
