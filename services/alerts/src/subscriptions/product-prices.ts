import { Injectable } from '@nestjs/common';
import { CatalogPatterns, type DeliveryCountry, type ProductDetailDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';

/** A product as an alert sees it: its lowest total to one country among in-stock offers that deliver there. */
export interface ProductPrice {
  productId: string;
  slug: string;
  title: string;
  currency: string;
  imageUrl: string | null;
  energyRating: string | null;
  /** null: no in-stock offer delivers to the country. */
  best: { offerId: string | null; shop: string | null; totalMinor: number } | null;
}

/** "129.90" → 12990 (catalog's money is decimal strings with two decimals). */
export function toMinor(amount: string): number {
  return Math.round(Number(amount) * 100);
}

export function fromMinor(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** The best offer of a product page: offers come ranked (in stock first, then by total), so the first in stock. */
export function priceOf(product: ProductDetailDto): ProductPrice {
  const offer = product.offers.find((o) => o.isInStock);
  // A product without offer rows (before the offers issue's data) is its own single offer.
  const best = offer
    ? { offerId: offer.id, shop: offer.merchantName, totalMinor: toMinor(offer.total) }
    : product.offers.length === 0 && product.isInStock
      ? { offerId: null, shop: product.merchant?.name ?? null, totalMinor: toMinor(product.price) }
      : null;
  return {
    productId: product.id,
    slug: product.slug,
    title: product.title,
    currency: offer?.currency ?? product.currency,
    imageUrl: product.images[0]?.url ?? null,
    energyRating: product.energyRating,
    best,
  };
}

/** Catalog's product read: the page a shopper in `country` sees, never catalog's tables. */
@Injectable()
export class ProductPrices {
  constructor(private readonly rpc: RpcClient) {}

  async read(slug: string, country: DeliveryCountry): Promise<ProductPrice> {
    return priceOf(await this.rpc.send(CatalogPatterns.productBySlug, { slug, country }));
  }
}
