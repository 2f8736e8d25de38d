import { isApiError } from '@/lib/api';

/** The API answered 404 (an unknown slug: `{ statusCode, code, message }`). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
