import { Algorithm, hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * Argon2id at OWASP's minimum recommended parameters (m = 19 MiB, t = 2, p = 1), prebuilt by
 * @node-rs/argon2 (no native build, no download at install). The hash string carries its
 * parameters, so raising them later still verifies old hashes.
 */
const OWASP = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * A hash no password matches, verified for unknown addresses so a wrong email costs the same time
 * as a wrong password (no account enumeration by timing).
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummy;
}

/** A one-time password an admin is shown once: 18 random bytes, URL-safe (24 characters). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
