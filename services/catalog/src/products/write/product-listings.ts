import type { FOOTER_CATEGORY_SLUGS, ProductWrite } from '@lumina/contracts';

/** The header group each product type is listed under. */
const GROUP_OF: Record<(typeof FOOTER_CATEGORY_SLUGS)[number], 'indoor' | 'outdoor' | 'smart'> = {
  'ceiling-lights': 'indoor',
  'pendant-lights': 'indoor',
  'wall-sconces': 'indoor',
  'outdoor-lighting': 'outdoor',
  'smart-lighting': 'smart',
  'led-bulbs': 'indoor',
};
const OUTDOOR_IP = new Set(['IP65', 'IP67', 'IP68']);

/**
 * Every category a product is listed under (products.listing_ids, as category ids): its product type, that type's
 * header group, Smart Home for products with the smart feature, and Outdoor for weather-proof
 * smart lights. One rule for every writer (feeds and the demo seed).
 */
export function listingSlugs(
  product: Pick<ProductWrite, 'categorySlug' | 'features' | 'ipRating'>,
): string[] {
  const slugs = new Set<string>([product.categorySlug, GROUP_OF[product.categorySlug]]);
  if (product.features.includes('smart')) slugs.add('smart');
  if (
    product.categorySlug === 'smart-lighting' &&
    product.ipRating !== null &&
    OUTDOOR_IP.has(product.ipRating)
  )
    slugs.add('outdoor');
  return [...slugs];
}
