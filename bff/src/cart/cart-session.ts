import { CART_SESSION_HEADER, cartSessionIdSchema } from '@lumina/contracts';
import { ValidationError } from '@lumina/platform';

export { CART_SESSION_HEADER };

/**
 * The cart session of a call that does not name it in its path: the `x-cart-session` header, or
 * the `sessionId` the body/query carries. Both may be sent; then they must agree.
 */
export function resolveCartSession(header: string | string[] | undefined, other: string | undefined): string {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader !== undefined && other !== undefined && fromHeader !== other) {
    throw new ValidationError(`The ${CART_SESSION_HEADER} header and sessionId disagree`);
  }
  const sessionId = fromHeader ?? other;
  if (sessionId === undefined) throw new ValidationError(`The cart session is required: send the ${CART_SESSION_HEADER} header`);
  const parsed = cartSessionIdSchema.safeParse(sessionId);
  if (!parsed.success) throw new ValidationError(`Invalid cart session: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
  return parsed.data;
}
