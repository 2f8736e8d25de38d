import { reductionPercent, type ProductDto } from '@lumina/contracts';

/** A decimal string of the API ("129.90") in minor units, or null. */
function toMinor(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? Math.round(parsed * 100) : null;
}

/**
 * The reduction a price may show: the struck price the prior-price rule allowed (`reducedFrom`,
 * decided by catalog with contracts' `priorPriceReduction`) and 'Save N%' computed from it. The
 * feed's `originalPrice` is never an input (it shows only as a labelled RRP).
 */
export function reductionOf(product: Pick<ProductDto, 'price' | 'reducedFrom'>): { wasPrice: string; percent: number } | null {
  const now = toMinor(product.price);
  const was = toMinor(product.reducedFrom);
  if (now === null || was === null || product.reducedFrom === null) return null;
  const percent = reductionPercent(was, now);
  return percent > 0 ? { wasPrice: product.reducedFrom, percent } : null;
}

/** The feed's RRP when it is above the price: shown as 'RRP', never struck through. */
export function rrpOf(product: Pick<ProductDto, 'price' | 'originalPrice'>): string | null {
  const now = toMinor(product.price);
  const rrp = toMinor(product.originalPrice);
  return now !== null && rrp !== null && rrp > now ? product.originalPrice : null;
}

/** The image a card or gallery shows first: the one marked primary, else the first. */
export function primaryImage(product: Pick<ProductDto, 'images'>): ProductDto['images'][number] | undefined {
  return product.images.find((image) => image.isPrimary) ?? product.images[0];
}

/** Products with 'smart' among their features get the Smart badge (spec §3). */
export function isSmart(product: Pick<ProductDto, 'features'>): boolean {
  return product.features.some((feature) => feature.toLowerCase().includes('smart'));
}
