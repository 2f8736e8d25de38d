import { DEMO_BADGES } from './demo-badges';
import { DEMO_BRANDS, PARTNER_BRAND_SLUG } from './demo-brands';
import { DEMO_PRODUCT_CATEGORIES } from './demo-product-types';
import { buildDemoCollections, type DemoCollection } from './demo-collections';
import { buildDemoGuides, type DemoGuide } from './demo-guides';
import { inertHtmlDemoProduct } from './demo-inert-product';
import { demoOffers } from './demo-offers';
import { generateDemoProducts, type DemoProduct } from './demo-products';

export interface DemoCatalogue {
  brands: typeof DEMO_BRANDS;
  badges: typeof DEMO_BADGES;
  products: DemoProduct[];
  /** Other shops' rows for some of the products (same GTIN): written after them, matched to them. */
  offers: DemoProduct[];
  collections: DemoCollection[];
  guides: DemoGuide[];
}

/** Two per product type: one on sale and one at full price, from the most viewed; the partner brand leads smart. */
const FEATURED_PER_CATEGORY = 2;

function markFeatured(products: DemoProduct[]): void {
  const picks: DemoProduct[][] = DEMO_PRODUCT_CATEGORIES.map((category) => {
    const candidates = products
      .filter((p) => p.categorySlug === category && p.isInStock && p.affiliateUrl !== null)
      .filter((p) => category !== 'smart-lighting' || p.brandSlug === PARTNER_BRAND_SLUG)
      .sort((a, b) => b.viewCount - a.viewCount || a.slug.localeCompare(b.slug));
    const onSale = candidates.find((p) => p.originalPriceMinor !== null);
    const fullPrice = candidates.find((p) => p.originalPriceMinor === null);
    return [onSale, fullPrice]
      .filter((p): p is DemoProduct => p !== undefined)
      .slice(0, FEATURED_PER_CATEGORY);
  });
  // Interleave the product types so the first eight on the home page are varied.
  let rank = 0;
  for (let round = 0; round < FEATURED_PER_CATEGORY; round += 1) {
    for (const group of picks) {
      const product = group[round];
      if (!product) continue;
      rank += 1;
      product.isFeatured = true;
      product.featuredRank = rank;
    }
  }
}

/** The whole demo catalogue, built in memory. Pure and deterministic: the same on every call. */
export function buildDemoCatalogue(): DemoCatalogue {
  const products = [...generateDemoProducts(), inertHtmlDemoProduct()];
  markFeatured(products);
  return {
    brands: DEMO_BRANDS,
    badges: DEMO_BADGES,
    products,
    offers: demoOffers(products),
    collections: buildDemoCollections(products),
    guides: buildDemoGuides(),
  };
}
