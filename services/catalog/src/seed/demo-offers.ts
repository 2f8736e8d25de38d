import { DELIVERY_COUNTRIES, type ShippingTable } from '@lumina/contracts';
import { productIdFor } from '../products/write/product-identity';
import { DEMO_BRANDS } from './demo-brands';
import { affiliateUrl, DEMO_MERCHANTS, type DemoMerchant } from './demo-merchants';
import type { DemoProduct } from './demo-products';
import { SeedRandom } from './seed-random';

const SEED = 25_025;
/** Share of demo products other demo merchants also sell (the issue asks at least 40 %). */
const OVERLAP = 0.46;
/** Of those, how many are sold by three shops instead of two. */
const THIRD_SHOP = 0.3;

/**
 * Each demo merchant's default shipping (minor units): a home market with cheap or free delivery,
 * the rest of the 'Deliver to' countries at one price. Different on purpose: the cheapest item is
 * not always the cheapest total.
 */
const HOME: Readonly<Record<string, readonly string[]>> = {
  'lichthaus-direct': ['DE', 'AT', 'CH'],
  'maison-de-la-lumiere': ['FR', 'BE', 'LU'],
  'lampade-italia': ['IT', 'MT'],
  luzviva: ['ES', 'PT'],
  'nordic-lamp-house': ['SE', 'DK', 'NO', 'FI', 'IS'],
  lampenwinkel: ['NL', 'BE'],
};
const HOME_PRICE = [0, 490, 390, 0, 590, 295];
const ABROAD_PRICE = [690, 990, 1290, 890, 1190, 790];

export function demoShipping(merchant: DemoMerchant): ShippingTable {
  const index = DEMO_MERCHANTS.findIndex((m) => m.id === merchant.id);
  const home = new Set(HOME[merchant.slug] ?? []);
  return Object.fromEntries(
    DELIVERY_COUNTRIES.map((country) => [country, home.has(country) ? (HOME_PRICE[index] ?? 0) : (ABROAD_PRICE[index] ?? 990)]),
  );
}

/** A valid GTIN-13 for the n-th demo product (prefix 40, GS1's Germany range, then n). */
export function demoGtin(n: number): string {
  const body = `40${String(n).padStart(10, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Other demo shops' rows for the same products (ADR 025): same GTIN, their own SKU, link, price
 * (±12 %) and a title as a shop would phrase it; the writer matches them to the product. One row
 * names another brand under a product's GTIN: the demo's entry in 'Matches to check'.
 */
export function demoOffers(products: readonly DemoProduct[]): DemoProduct[] {
  const random = new SeedRandom(SEED);
  const rows: DemoProduct[] = [];
  let clash = true;
  for (const product of products) {
    if (product.gtin === null || !random.chance(OVERLAP)) continue;
    const others = DEMO_MERCHANTS.filter((m) => m.id !== product.merchantId);
    const shops = random.chance(THIRD_SHOP) ? 2 : 1;
    for (let i = 0; i < shops; i += 1) {
      const merchant = others.splice(random.int(0, others.length - 1), 1)[0] as DemoMerchant;
      const sku = `${merchant.slug.slice(0, 3).toUpperCase()}-${product.sku}`;
      const priceMinor = Math.max(99, Math.round((product.priceMinor * (0.88 + random.next() * 0.24)) / 100) * 100 - 1);
      const brand = clash ? (DEMO_BRANDS.find((b) => b.name !== product.brandName) ?? DEMO_BRANDS[0]) : undefined;
      rows.push({
        ...product,
        id: productIdFor(merchant.id, sku),
        slug: `${product.slug}-${merchant.slug}`,
        sku,
        title: brand ? `${brand.name} ${product.typeLabel}` : `${product.title} (${product.brandName})`,
        brandName: brand?.name ?? product.brandName,
        brandSlug: brand?.slug ?? product.brandSlug,
        merchantId: merchant.id,
        merchantName: merchant.name,
        priceMinor,
        originalPriceMinor: null,
        isInStock: !random.chance(0.1),
        isFeatured: false,
        featuredRank: null,
        viewCount: 0,
        clickCount: 0,
        affiliateUrl: affiliateUrl(merchant, sku),
        badges: [],
      });
      clash = false;
    }
  }
  return rows;
}
