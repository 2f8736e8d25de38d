import { PRODUCT_FEATURES } from '@lumina/contracts';
import { DEMO_BRANDS, slugify } from './demo-brands';
import { affiliateUrl, DEMO_MERCHANTS } from './demo-merchants';
import type { DemoProduct } from './demo-product';
import { energyClass, imagesFor, shopPrice, titleOf, uniqueSlug } from './demo-product-parts';
import { longDescriptionHtml, shortDescription, type DescribedProduct } from './demo-product-text';
import { FIRST_PRODUCT_CATEGORIES, PRODUCT_TYPES, RANGE_PRODUCT_CATEGORIES, type DemoProductCategory } from './demo-product-types';
import { SeedRandom } from './seed-random';
import { productIdFor } from '../products/write/product-identity';
import { demoGtin } from './demo-offers';

export type { DemoImage, DemoProduct } from './demo-product';

export const PRODUCTS_PER_CATEGORY = 400;
/** The range that joined later (table lamps, floor lamps, spotlights, LED strips) is smaller. */
export const RANGE_PRODUCTS_PER_CATEGORY = 60;
/** The demo catalogue's "now": creation dates count back from here, so every run is identical. */
export const DEMO_NOW = Date.UTC(2025, 10, 15, 9, 0, 0);
const SEED = 20_251_115;

/** Model names; split from one string so the list reads as a line, not 48. */
const SERIES = (
  'Aria Bergen Cirro Delta Eos Fjord Gaia Halo Iris Juno Kasa Linea Mira Nova Orbit Pavia Quadra Rondo ' +
  'Sola Terra Umbra Vela Wave Zen Alba Brio Cosmo Dune Ellipse Forma Globo Hana Isola Kubo Lumo Mono ' +
  'Nido Opal Prisma Riva Siena Toro Uno Verde Ystad Zara Arco Bruma'
).split(' ');
const CATEGORY_CODES: Record<string, string> = {
  'ceiling-lights': 'CEI',
  'pendant-lights': 'PEN',
  'wall-sconces': 'WAL',
  'outdoor-lighting': 'OUT',
  'smart-lighting': 'SMA',
  'led-bulbs': 'LED',
  'table-lamps': 'TAB',
  'floor-lamps': 'FLO',
  spotlights: 'SPO',
  'led-strips': 'STR',
};
const COLOUR_TEMPERATURES = [
  [2200, 1],
  [2700, 8],
  [3000, 6],
  [4000, 4],
  [6500, 1],
] as const;
/** Luminous efficacy (lm/W) bands; the EU 2021 energy class follows from it. */
const EFFICACY = [
  [95, 30],
  [120, 35],
  [145, 20],
  [170, 10],
  [195, 4],
  [215, 1],
] as const;
const MERCHANT_WEIGHTS = [5, 4, 3, 3, 3, 2] as const;

/**
 * The first six categories are drawn from one random stream, exactly as before the range grew (their
 * products, dates and badges are what tests and links know); the range after them from its own.
 */
export function generateDemoProducts(): DemoProduct[] {
  const taken = new Set<string>();
  const titles = new Set<string>();
  const first = drawProducts(new SeedRandom(SEED), FIRST_PRODUCT_CATEGORIES, PRODUCTS_PER_CATEGORY, 0, taken, titles);
  const range = drawProducts(new SeedRandom(SEED + 1), RANGE_PRODUCT_CATEGORIES, RANGE_PRODUCTS_PER_CATEGORY, first.length, taken, titles);
  return [...first, ...range];
}

function drawProducts(
  random: SeedRandom,
  categories: readonly DemoProductCategory[],
  perCategory: number,
  sequenceStart: number,
  taken: Set<string>,
  titles: Set<string>,
): DemoProduct[] {
  const products: DemoProduct[] = [];
  let sequence = sequenceStart;
  for (const category of categories) {
    const types = PRODUCT_TYPES[category].map((t) => [t, t.weight] as const);
    const brands = DEMO_BRANDS.flatMap((b) => (b.makes[category] ? [[b, b.makes[category]] as const] : []));
    for (let i = 0; i < perCategory; i += 1) {
      sequence += 1;
      const type = random.weighted(types);
      const brand = random.weighted(brands);
      const size = random.pick(type.sizes);
      const finish = random.weighted(type.finishes);
      const bulbType = random.weighted(type.bulbTypes);
      const ipRating = random.weighted(type.ipRatings);
      const kelvin = type.features.rgb === 1 ? 2700 : random.weighted(COLOUR_TEMPERATURES);
      const lumens =
        Math.round((type.lumens[0] + random.next() * (type.lumens[1] - type.lumens[0])) / 10) * 10;
      const efficacy = random.weighted(EFFICACY) + random.int(0, 14);
      const wattage = Math.max(0.5, Math.round((lumens / efficacy) * 10) / 10);
      const features = PRODUCT_FEATURES.filter((f) =>
        f === 'rgb' && type.rgbSizes ? type.rgbSizes.includes(size) : random.chance(type.features[f] ?? 0),
      );
      // A second model with the same name reads like a duplicate listing: draw another series name.
      let series = random.pick(SERIES);
      for (
        let attempt = 0;
        attempt < 8 &&
        titles.has(titleOf(brand, series, type, size, finish, bulbType, lumens, kelvin, category));
        attempt += 1
      ) {
        series = random.pick(SERIES);
      }
      const merchant = random.weighted(
        DEMO_MERCHANTS.map((m, index) => [m, MERCHANT_WEIGHTS[index] ?? 1] as const),
      );
      const priceMinor = shopPrice(random, type.price);
      const onSale = random.chance(0.18);
      const discount = random.pick([10, 15, 20, 25, 30, 40]);
      const originalPriceMinor = onSale ? Math.ceil(priceMinor / (1 - discount / 100) / 100) * 100 - 1 : null;
      const title = titleOf(brand, series, type, size, finish, bulbType, lumens, kelvin, category);
      titles.add(title);
      const slug = uniqueSlug(slugify(title), taken);
      const sku = `${brand.code}-${CATEGORY_CODES[category]}-${String(sequence).padStart(5, '0')}`;
      const bulbCount = /^(\d+)-(Light|Arm)$/.exec(size)?.[1];
      const described: DescribedProduct = {
        brandName: brand.name,
        series,
        typeLabel: type.label,
        useFor: type.useFor,
        finish,
        materials: random.pick(type.materials),
        lumens,
        wattage,
        colorTemperature: kelvin,
        energyRating: energyClass(lumens / wattage),
        bulbType,
        bulbCount: bulbCount ? Number(bulbCount) : 1,
        ipRating,
        features,
        categorySlug: category,
      };
      const views = random.chance(0.7) ? Math.floor(Math.exp(random.next() * Math.log(3000))) : 0;
      products.push({
        id: productIdFor(merchant.id, sku),
        slug,
        title,
        sku,
        brandName: brand.name,
        brandSlug: brand.slug,
        categorySlug: category,
        merchantId: merchant.id,
        merchantName: merchant.name,
        priceMinor,
        originalPriceMinor,
        currency: 'EUR',
        lumens,
        colorTemperature: kelvin,
        wattage,
        isDimmable: features.includes('dimmable'),
        ipRating,
        bulbType,
        finish,
        dimensions: type.dimensions(size),
        materials: described.materials,
        energyRating: described.energyRating,
        // Demo registration numbers (not real EPREL entries), from the sequence: no random draw, so
        // the rest of the demo catalogue stays as it was.
        eprelId: category === 'led-bulbs' ? String(1_000_000 + ((sequence * 7_919) % 900_000)) : null,
        features,
        isInStock: !random.chance(0.07),
        isFeatured: false,
        featuredRank: null,
        viewCount: views,
        clickCount: Math.floor(views * random.next() * 0.12),
        affiliateUrl: random.chance(0.97) ? affiliateUrl(merchant, sku) : null,
        gtin: `0${demoGtin(sequence)}`,
        mpn: null,
        shippingMinor: {},
        shortDescription: shortDescription(described),
        // Sanitised by the writer, as every stored description is.
        longDescription: longDescriptionHtml(described),
        sourceHash: null,
        createdAt: new Date(DEMO_NOW),
        images: imagesFor(category, type.image, title),
        badges: [],
        typeLabel: type.label,
      });
    }
  }
  // The range's times end in :30 s, the first six's in :00 s: newest first never meets a tie.
  spreadCreationDates(products, random, sequenceStart === 0 ? DEMO_NOW : DEMO_NOW - 30_000);
  for (const product of products) product.badges = badgesFor(product, random);
  return products;
}

/** Newest-first listings mix categories, as a real catalogue that grew over half a year does. */
function spreadCreationDates(products: DemoProduct[], random: SeedRandom, newest: number): void {
  let at = newest;
  for (const product of random.sample(products, products.length)) {
    product.createdAt = new Date(at);
    at -= random.int(20, 200) * 60_000;
  }
}

function badgesFor(product: DemoProduct, random: SeedRandom): string[] {
  const badges: string[] = [];
  if (DEMO_NOW - product.createdAt.getTime() < 21 * 86_400_000) badges.push('New');
  if (product.clickCount >= 150) badges.push('Bestseller');
  if (product.energyRating !== null && product.energyRating <= 'C') badges.push('Eco Choice');
  if (random.chance(0.03)) badges.push('Designer Pick');
  if (product.categorySlug !== 'led-bulbs' && random.chance(0.015)) badges.push('Limited Edition');
  return badges.slice(0, 2);
}
