import type { ProductDto } from '@lumina/contracts';

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A sale: an original price above the price (spec §9). */
export function isOnSale(price: string | number, originalPrice: string | number | null | undefined): boolean {
  const current = toNumber(price);
  const original = toNumber(originalPrice);
  return current !== null && original !== null && original > current;
}

/**
 * The discount badge value: round((originalPrice - price) / originalPrice × 100), or null when the
 * product is not on sale (spec §9).
 */
export function discountPercent(price: string | number, originalPrice: string | number | null | undefined): number | null {
  if (!isOnSale(price, originalPrice)) return null;
  const current = toNumber(price) as number;
  const original = toNumber(originalPrice) as number;
  return Math.round(((original - current) / original) * 100);
}

/** The image a card or gallery shows first: the one marked primary, else the first. */
export function primaryImage(product: Pick<ProductDto, 'images'>): ProductDto['images'][number] | undefined {
  return product.images.find((image) => image.isPrimary) ?? product.images[0];
}

/** Products with 'smart' among their features get the Smart badge (spec §3). */
export function isSmart(product: Pick<ProductDto, 'features'>): boolean {
  return product.features.some((feature) => feature.toLowerCase().includes('smart'));
}
