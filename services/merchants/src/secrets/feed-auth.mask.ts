import { MASKED_SECRET, type FeedAuth } from '@lumina/contracts';

/** Fields of each auth type that are secret; the others (type, user name, header name) are shown. */
const SECRET_FIELDS: Record<string, string[]> = {
  basic: ['password'],
  bearer: ['token'],
  header: ['value'],
  query: ['value'],
};

/** What the API shows: the auth's shape with every secret replaced by '••••'. */
export function maskFeedAuth(auth: FeedAuth): Record<string, unknown> {
  if (!('type' in auth)) return {};
  const masked: Record<string, unknown> = { ...auth };
  for (const field of SECRET_FIELDS[auth.type] ?? []) masked[field] = MASKED_SECRET;
  return masked;
}

export class MaskedSecretWithoutStoredValueError extends Error {
  constructor(readonly field: string) {
    super(`feedAuth.${field}: '${MASKED_SECRET}' keeps the stored secret, but there is none of this type; send the secret itself`);
  }
}

/**
 * An update's feedAuth with each masked secret replaced by the stored one: the form shows '••••' and
 * sends it back untouched, which must keep the secret rather than store four dots.
 */
export function unmaskFeedAuth(incoming: FeedAuth, stored: FeedAuth): FeedAuth {
  if (!('type' in incoming)) return incoming;
  const result: Record<string, unknown> = { ...incoming };
  for (const field of SECRET_FIELDS[incoming.type] ?? []) {
    if (result[field] !== MASKED_SECRET) continue;
    const kept = 'type' in stored && stored.type === incoming.type ? (stored as Record<string, unknown>)[field] : undefined;
    if (typeof kept !== 'string') throw new MaskedSecretWithoutStoredValueError(field);
    result[field] = kept;
  }
  return result as FeedAuth;
}
