import { toScriptJson } from '@/lib/script-json';
import type { ProductDto } from '@lumina/contracts';
import { primaryImage } from './pricing';

/** schema.org Product with its Offer, as search engines read it from a product page. */
export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  sku: string;
  description?: string;
  image: string[];
  brand?: { '@type': 'Brand'; name: string };
  offers: {
    '@type': 'Offer';
    url: string;
    price: string;
    priceCurrency: string;
    availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
  };
}

/** Absolute URL of a site path or image (JSON-LD wants absolute addresses). */
function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/**
 * The product's JSON-LD. The offer carries the catalogue price and currency as the API returns
 * them (the displayed price is converted per language; structured data states the real offer).
 */
export function buildProductJsonLd(product: ProductDto, pageUrl: string): ProductJsonLd {
  const origin = new URL(pageUrl).origin;
  const primary = primaryImage(product);
  const images = [primary, ...product.images.filter((image) => image !== primary)]
    .filter((image) => image !== undefined)
    .map((image) => absolute(image.url, origin));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.sku,
    ...(product.shortDescription ? { description: product.shortDescription } : {}),
    image: images,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price,
      priceCurrency: product.currency,
      availability: product.isInStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** The JSON text for a `<script type="application/ld+json">` (see toScriptJson). */
export const serializeJsonLd = toScriptJson;
