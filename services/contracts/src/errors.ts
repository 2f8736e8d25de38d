/**
 * How an error travels between services and to the BFF. `kind` decides the HTTP status in the BFF;
 * `code` is stable and specific (`CATALOG.CATEGORY_NOT_FOUND`) so callers can tell errors apart.
 */
export const ERROR_KINDS = ['not_found', 'validation', 'conflict', 'unavailable', 'internal'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface WireError {
  code: string;
  kind: ErrorKind;
  message: string;
  details?: unknown;
}

export function isWireError(value: unknown): value is WireError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<WireError>;
  return (
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string' &&
    typeof candidate.kind === 'string' &&
    (ERROR_KINDS as readonly string[]).includes(candidate.kind)
  );
}
