/** HTTP shapes of the catalogue (spec §3). Prices are decimal strings in the API, integer cents inside. */
import type { ProductFacetGroup } from './product-list-options';

export interface BrandDto {
  id: string;
  name: string;
  slug: string;
}

/** `GET /api/brands`: a brand with how many products the catalogue lists under it (the A–Z index). */
export interface BrandListItemDto extends BrandDto {
  productCount: number;
}

export interface ProductImageDto {
  id: string;
  url: string;
  altText: string | null;
  isPrimary: boolean;
}

export interface BadgeDto {
  id: string;
  name: string;
  color: string;
}

export interface ProductDto {
  id: string;
  slug: string;
  title: string;
  brand: { name: string } | null;
  brandId: string | null;
  category: { id: string; name: string; slug: string } | null;
  merchant: { name: string } | null;
  merchantId: string | null;
  sku: string;
  /** Decimal string, e.g. "129.90". */
  price: string;
  /** The feed's own 'original price' or RRP, as sent: never struck through (shown only as 'RRP'). */
  originalPrice: string | null;
  /**
   * The struck-through price the prior-price rule allows (`priorPriceReduction`: the lowest price
   * Lumina observed in the 30 days before the reduction began); null: the price is not a reduction.
   */
  reducedFrom: string | null;
  /** ISO 4217, e.g. "EUR". */
  currency: string;
  images: ProductImageDto[];
  badges: { badge: BadgeDto }[];
  lumens: number | null;
  colorTemperature: number | null;
  wattage: number | null;
  isDimmable: boolean;
  ipRating: string | null;
  bulbType: string | null;
  finish: string | null;
  dimensions: string | null;
  materials: string | null;
  /** EU energy class (A–G on the 2019/2015 label; older feeds may still send A+…). */
  energyRating: string | null;
  /** EPREL registration number (digits): the label's QR code and 'Product information sheet' link. */
  eprelId: string | null;
  /**
   * Whether the energy label applies: 'light-source' (a bulb, an LED strip: its class sits beside
   * every price), 'contains' (a luminaire with a built-in light source), null (neither). From the
   * product's category, overridable per product.
   */
  lightSource: 'light-source' | 'contains' | null;
  features: string[];
  isInStock: boolean;
  /**
   * How many shops sell it (ADR 025); with more than one, a card says 'from {price} · N shops' and
   * `price` is the lowest in-stock item price among them (a product page replaces it by its best offer).
   */
  offerCount?: number;
  viewCount: number;
  clickCount: number;
  affiliateUrl: string | null;
  shortDescription: string | null;
  /** Sanitised HTML. */
  longDescription: string | null;
  createdAt: string;
}

/**
 * Facet counts of a listing, per filter group: option value → number of products. A group's counts
 * ignore that group's own filter (values are ORed within a group), so a shopper sees what each
 * other option would add; for a group without a filter they are counts within the results.
 * Groups: category (ids), brand (slugs), bulbType, ipRating, finish, features, isDimmable ('true'/'false').
 */
export type ProductFacets = Record<ProductFacetGroup, Record<string, number>>;

export interface ProductListDto {
  products: ProductDto[];
  total: number;
  /** Present on `GET /api/products` (listing and search). */
  facets?: ProductFacets;
}

export interface CollectionDto {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  shortDescription: string | null;
  imageUrl: string | null;
  isFeatured: boolean;
}

export interface CollectionWithProductsDto extends CollectionDto {
  collectionProducts: { product: ProductDto }[];
}

export interface GuideDto {
  id: string;
  slug: string;
  language: string;
  title: string;
  description: string | null;
  excerpt: string | null;
  /** Sanitised HTML. */
  content: string;
  author: string | null;
  createdAt: string;
  readingTime: number | null;
  imageUrl: string | null;
}

/**
 * What the cart keeps of a product when a line is added, and re-checks when the cart is read:
 * price in integer minor units (cents) so money is never a float.
 */
export interface ProductSnapshotDto {
  id: string;
  slug: string;
  title: string;
  sku: string;
  priceMinor: number;
  currency: string;
  imageUrl: string | null;
  isInStock: boolean;
  /** The energy label its price carries; null: not a light source, nor containing one. */
  energyLabel: EnergyLabelDto | null;
}

/** What a price needs to carry the energy label (Delegated Regulation (EU) 2019/2015, Annex VII). */
export interface EnergyLabelDto {
  energyRating: string;
  lightSource: 'light-source' | 'contains';
  eprelId: string | null;
  brand: { name: string } | null;
  wattage: number | null;
}
