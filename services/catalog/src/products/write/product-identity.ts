import { createHash } from 'node:crypto';

/** Namespace of product ids derived from merchant + SKU (fixed: changing it changes every new id). */
const PRODUCT_NAMESPACE = Buffer.from('6f1d2c4e8a3b4f0d9c7e5a1b2d3c4e5f', 'hex');

/**
 * A new product's id: a name-based UUID (RFC 9562 version 5) of merchant and SKU. The same
 * product gets the same id on every machine and after a re-import, and the demo seed knows its
 * products' ids before writing them (collections). An existing row keeps the id it has.
 */
export function productIdFor(merchantId: string, sku: string): string {
  const hash = createHash('sha1').update(PRODUCT_NAMESPACE).update(`${merchantId}\n${sku}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
