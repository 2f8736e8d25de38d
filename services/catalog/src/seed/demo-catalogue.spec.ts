import {
  BULB_TYPES,
  FINISHES,
  IP_RATINGS,
  LANGUAGE_CODES,
  PRODUCT_FEATURES,
  productWriteSchema,
} from '@lumina/contracts';
import { FIRST_PRODUCT_CATEGORIES, RANGE_PRODUCT_CATEGORIES } from './demo-product-types';
import { buildDemoCatalogue, type DemoCatalogue } from './demo-catalogue';
import { PARTNER_BRAND_SLUG } from './demo-brands';
import { INERT_HTML_DEMO_SLUG } from './demo-inert-product';
import { PRODUCT_TYPES } from './demo-product-types';

describe('buildDemoCatalogue', () => {
  let catalogue: DemoCatalogue;

  beforeAll(() => {
    catalogue = buildDemoCatalogue();
  });

  it('builds the same catalogue on every call', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
  });

  it('has at least 2,000 products with unique ids, slugs and merchant SKUs', () => {
    const { products } = catalogue;
    expect(products.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => `${p.merchantId}/${p.sku}`)).size).toBe(products.length);
    expect(products.every((p) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(p.slug) && p.slug.length <= 120)).toBe(
      true,
    );
  });

  it('fills the first six categories and the range that joined them (table lamps, floor lamps, spotlights, LED strips)', () => {
    for (const category of FIRST_PRODUCT_CATEGORIES) {
      expect(catalogue.products.filter((p) => p.categorySlug === category).length).toBeGreaterThanOrEqual(300);
    }
    for (const category of RANGE_PRODUCT_CATEGORIES) {
      const products = catalogue.products.filter((p) => p.categorySlug === category);
      expect(products.length).toBeGreaterThanOrEqual(50);
      expect(new Set(products.map((p) => p.brandSlug)).size).toBeGreaterThan(1);
      expect(products.every((p) => p.images[0]?.url === `/images/products/${category}-1.svg`)).toBe(true);
    }
  });

  it('spreads the spec’s filter vocabularies over the range', () => {
    const values = <T>(pick: (p: DemoCatalogue['products'][number]) => T) =>
      new Set(catalogue.products.map(pick));
    expect(values((p) => p.bulbType)).toEqual(new Set(BULB_TYPES));
    expect(values((p) => p.ipRating)).toEqual(new Set(IP_RATINGS));
    expect([...values((p) => p.finish)].filter(Boolean).sort()).toEqual([...FINISHES].sort());
    expect(new Set(catalogue.products.flatMap((p) => p.features))).toEqual(new Set(PRODUCT_FEATURES));
    expect(catalogue.products.every((p) => p.isDimmable === p.features.includes('dimmable'))).toBe(true);
  });

  it('has sales, stock-outs, 30+ brands incl. the partner and 5+ merchants with https affiliate links', () => {
    const { products, brands } = catalogue;
    const onSale = products.filter((p) => p.originalPriceMinor !== null);
    expect(onSale.length).toBeGreaterThan(200);
    expect(onSale.every((p) => (p.originalPriceMinor ?? 0) > p.priceMinor)).toBe(true);
    expect(products.filter((p) => !p.isInStock).length).toBeGreaterThan(50);
    expect(brands.length).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((p) => p.brandSlug)).size).toBe(brands.length);
    expect(products.filter((p) => p.brandSlug === PARTNER_BRAND_SLUG).length).toBeGreaterThan(50);
    expect(new Set(products.map((p) => p.merchantId)).size).toBeGreaterThanOrEqual(5);
    const links = products.flatMap((p) => (p.affiliateUrl ? [new URL(p.affiliateUrl)] : []));
    expect(links.length).toBeGreaterThan(products.length * 0.9);
    expect(links.every((url) => url.protocol === 'https:')).toBe(true);
  });

  it('serves every image from the app itself', () => {
    const urls = catalogue.products.flatMap((p) => p.images.map((i) => i.url));
    expect(urls.every((url) => /^\/images\/products\/[a-z-]+-[1-4]\.svg$/.test(url))).toBe(true);
  });

  it("shows each product with its own type's illustration only, never another kind of light's", () => {
    const illustration = new Map(
      Object.entries(PRODUCT_TYPES).flatMap(([category, types]) => types.map((type) => [`${category}/${type.label}`, type.image])),
    );
    for (const product of catalogue.products) {
      const own = illustration.get(`${product.categorySlug}/${product.typeLabel}`);
      expect(product.images).toEqual([{ url: `/images/products/${product.categorySlug}-${own}.svg`, altText: product.title }]);
    }
  });

  it('features at least 8 in-stock products in a fixed order', () => {
    const featured = catalogue.products
      .filter((p) => p.isFeatured)
      .sort((a, b) => (a.featuredRank ?? 0) - (b.featuredRank ?? 0));
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.map((p) => p.featuredRank)).toEqual(featured.map((_, i) => i + 1));
    expect(featured.every((p) => p.isInStock)).toBe(true);
  });

  it('has 8+ collections, some featured, each with products', () => {
    expect(catalogue.collections.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.collections.filter((c) => c.isFeatured).length).toBeGreaterThanOrEqual(3);
    expect(catalogue.collections.every((c) => c.productIds.length >= 8)).toBe(true);
  });

  it('has the six guides in each of the 27 languages, with real HTML', () => {
    expect(catalogue.guides).toHaveLength(6 * LANGUAGE_CODES.length);
    expect(new Set(catalogue.guides.map((g) => g.language))).toEqual(new Set(LANGUAGE_CODES));
    expect(new Set(catalogue.guides.map((g) => g.slug)).size).toBe(6);
    expect(catalogue.guides.every((g) => g.content.includes('<h2>') && g.readingTime >= 2)).toBe(true);
  });

  it('hands the writer the inert-html demo description as a hostile feed would send it', () => {
    // The product writer sanitises it (demo-seed.int-spec reads what is stored).
    const demo = catalogue.products.find((p) => p.slug === INERT_HTML_DEMO_SLUG);
    expect(demo?.longDescription).toMatch(/<script/);
  });

  it('is valid for the product write schema, row by row', () => {
    expect(catalogue.products.every((p) => productWriteSchema.safeParse(p).success)).toBe(true);
  });
});
