import type { ProductFeature } from '@lumina/contracts';

/** One demo product as the generator builds it, before it is written (ids resolved by the writer). */
export interface DemoImage {
  id: string;
  url: string;
  altText: string;
  isPrimary: boolean;
  sortOrder: number;
}

export interface DemoProduct {
  id: string;
  slug: string;
  title: string;
  sku: string;
  brandId: string | null;
  categorySlug: string;
  groupSlugs: string[];
  merchantId: string | null;
  merchantName: string | null;
  priceMinor: number;
  originalPriceMinor: number | null;
  currency: string;
  lumens: number | null;
  colorTemperature: number | null;
  wattage: number | null;
  isDimmable: boolean;
  ipRating: string | null;
  bulbType: string | null;
  finish: string | null;
  dimensions: string | null;
  materials: string | null;
  energyRating: string | null;
  features: ProductFeature[];
  isInStock: boolean;
  isFeatured: boolean;
  featuredRank: number | null;
  viewCount: number;
  clickCount: number;
  affiliateUrl: string | null;
  shortDescription: string | null;
  longDescription: string | null;
  createdAt: Date;
  images: DemoImage[];
  badgeNames: string[];
  /** For collections: how the product was drawn. */
  typeLabel: string;
  brandSlug: string | null;
}
