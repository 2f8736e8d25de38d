import { createHash, randomBytes } from 'node:crypto';

/** A link token: 24 random bytes, url-safe (32 characters). Only its hash is stored. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What stays of an address after its owner deletes their data: proof of consent without the address. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
