import { createHash } from 'node:crypto';

/** Longest slug base; leaves room for the collision suffix under the 120-character slug limit. */
const MAX_BASE = 110;

/** Lower-case ASCII words joined by hyphens: "Vetro & Ottone Ø 40" → "vetro-and-ottone-40". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug a new product asks for: its hint or its title, cut at a word boundary if long. */
export function slugBase(hint: string | undefined, title: string, sku: string): string {
  const base = slugify(hint ?? '') || slugify(title) || slugify(sku) || 'product';
  return base.length <= MAX_BASE
    ? base
    : base.slice(0, MAX_BASE).replace(/-[a-z0-9]*$/, '') || base.slice(0, MAX_BASE);
}

/**
 * The slug taken when the base is held by another product: base + 8 hex of a hash of merchant and
 * SKU. It depends only on the product's identity, so every run (and every replica) picks the same
 * one, and a product keeps it for good (slugs are never rewritten on update).
 */
export function slugWithSuffix(base: string, merchantId: string, sku: string): string {
  const suffix = createHash('sha256').update(`${merchantId}\n${sku}`).digest('hex').slice(0, 8);
  return `${base}-${suffix}`;
}
