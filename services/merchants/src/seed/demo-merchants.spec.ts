import { createHash } from 'node:crypto';
import { DEMO_MERCHANT_SEEDS } from './demo-merchants';

// catalog's seedUuid (services/catalog/src/seed/seed-ids.ts), recomputed: the ids must stay equal.
function seedUuid(kind: string, key: string): string {
  const namespace = Buffer.from('c9a3f1e25b7d4e0a9f612d8b4c7a1e05', 'hex');
  const hash = createHash('sha1').update(namespace).update(`${kind}:${key}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

describe('DEMO_MERCHANT_SEEDS', () => {
  it.each(DEMO_MERCHANT_SEEDS.map((seed) => [seed.slug, seed.id]))('%s has the id catalog links its demo products to', (slug, id) => {
    expect(id).toBe(seedUuid('merchant', slug));
  });
});
