import { createHash } from 'node:crypto';

/** Fixed namespace of Lumina's demo data: the same natural key gives the same id on every machine. */
const DEMO_NAMESPACE = 'c9a3f1e2-5b7d-4e0a-9f61-2d8b4c7a1e05';

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 of namespace + name), so demo rows have stable ids
 * that other services and tests can rely on without a lookup.
 */
export function seedUuid(kind: string, key: string): string {
  const namespace = Buffer.from(DEMO_NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(`${kind}:${key}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
