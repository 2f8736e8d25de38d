import { BULB_TYPES, FINISHES, IP_RATINGS, PRODUCT_SORT_OPTIONS } from '@lumina/contracts';

/**
 * A realistic mix of `GET /api/products` requests, as the storefront sends them: search terms,
 * typos, category pages, filters (one or two groups, sometimes two values), the five sorts and
 * pages 1 to 4 of 12. Deterministic, so Meilisearch and the fallback answer the same requests.
 */
const TERMS = [
  'pendant',
  'lamp',
  'chandelier',
  'brass',
  'wall light',
  'smart bulb',
  'garden',
  'led',
  'globe pendant',
  'outdoor lantern',
];
const TYPOS = ['pendnat', 'chandeleir', 'lanturn', 'bolard', 'sconse', 'brasss'];

export function queryMix(
  categoryIds: readonly string[],
  brandSlugs: readonly string[],
  size = 400,
): string[] {
  let state = 7;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const paths: string[] = [];
  for (let i = 0; i < size; i += 1) {
    const params = new URLSearchParams();
    const roll = next();
    if (roll < 0.35) params.set('q', pick(TERMS));
    else if (roll < 0.45) params.set('q', pick(TYPOS));
    else params.set('category', pick(categoryIds));
    if (next() < 0.5) {
      const filter = pick(['bulbType', 'ipRating', 'finish', 'brand', 'isDimmable', 'price'] as const);
      if (filter === 'bulbType') params.append('bulbType', pick(BULB_TYPES));
      if (filter === 'ipRating') params.append('ipRating', pick(IP_RATINGS));
      if (filter === 'finish')
        for (const finish of next() < 0.3 ? [pick(FINISHES), pick(FINISHES)] : [pick(FINISHES)])
          params.append('finish', finish);
      if (filter === 'brand') params.append('brand', pick(brandSlugs));
      if (filter === 'isDimmable') params.set('isDimmable', 'true');
      if (filter === 'price') {
        params.set('priceMin', String(Math.floor(next() * 20) * 10));
        params.set('priceMax', String(300 + Math.floor(next() * 70) * 10));
      }
    }
    const sort = pick(PRODUCT_SORT_OPTIONS);
    params.set('sortBy', sort.sortBy);
    params.set('sortOrder', sort.sortOrder);
    params.set('page', String(next() < 0.7 ? 1 : 2 + Math.floor(next() * 3)));
    params.set('limit', '12');
    paths.push(`/api/products?${params.toString()}`);
  }
  return paths;
}
