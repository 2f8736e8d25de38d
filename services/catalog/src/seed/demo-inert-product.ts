import { productIdFor } from '../products/write/product-identity';
import { DEMO_BRANDS } from './demo-brands';
import { affiliateUrl, DEMO_MERCHANTS } from './demo-merchants';
import { DEMO_NOW, type DemoProduct } from './demo-products';

export const INERT_HTML_DEMO_SLUG = 'inert-html-demo';

/**
 * What a hostile feed could send as a description: a script, an image with an error handler and a
 * javascript: link. It is stored through the same sanitiser as every write, so end-to-end tests
 * can open this product and prove none of it runs.
 */
export const INERT_HTML_DEMO_RAW_DESCRIPTION = [
  "<p>This bulb's description arrived with unsafe markup. It is shown <strong>inert</strong>.</p>",
  '<script>window.__xss = "script"; alert("xss")</script>',
  '<p><img src="/images/products/led-bulbs-1.svg" alt="Bulb" onerror="window.__xss = \'onerror\'" onload="window.__xss = \'onload\'"></p>',
  '<p><a href="javascript:window.__xss = \'link\'">Click for details</a> or read the <a href="/guides">lighting guides</a>.</p>',
  '<p onmouseover="window.__xss = \'hover\'" style="color:red">Warm white 2700 K, 806 lm, E27.</p>',
].join('');

export function inertHtmlDemoProduct(): DemoProduct {
  const brand = DEMO_BRANDS.find((b) => b.slug === 'brightwell');
  const merchant = DEMO_MERCHANTS.find((m) => m.slug === 'lichthaus-direct');
  if (!brand || !merchant)
    throw new Error('The inert-html demo needs the Brightwell brand and LichtHaus Direct');
  const sku = 'BRI-LED-TEST-0001';
  const title = 'Brightwell Safe Markup Demo Bulb E27 806 lm';
  return {
    id: productIdFor(merchant.id, sku),
    slug: INERT_HTML_DEMO_SLUG,
    title,
    sku,
    brandName: brand.name,
    brandSlug: brand.slug,
    categorySlug: 'led-bulbs',
    merchantId: merchant.id,
    merchantName: merchant.name,
    priceMinor: 499,
    originalPriceMinor: null,
    currency: 'EUR',
    lumens: 806,
    colorTemperature: 2700,
    wattage: 7.2,
    isDimmable: false,
    ipRating: 'IP20',
    bulbType: 'E27',
    finish: null,
    dimensions: 'Ø 60 × H 108 mm',
    materials: 'Glass, aluminium',
    energyRating: 'F',
    eprelId: null,
    features: [],
    isInStock: true,
    isFeatured: false,
    featuredRank: null,
    viewCount: 0,
    clickCount: 0,
    affiliateUrl: affiliateUrl(merchant, sku),
    gtin: null,
    mpn: null,
    shippingMinor: {},
    shortDescription: 'A demo product whose description carried unsafe HTML; it is stored sanitised.',
    // Stored through the writer's sanitiser, like any feed's description.
    longDescription: INERT_HTML_DEMO_RAW_DESCRIPTION,
    sourceHash: null,
    // The oldest product, so it sits at the end of newest-first listings.
    createdAt: new Date(DEMO_NOW - 400 * 86_400_000),
    images: [{ url: '/images/products/led-bulbs-1.svg', altText: title }],
    badges: [],
    typeLabel: 'LED Bulb A60',
  };
}
