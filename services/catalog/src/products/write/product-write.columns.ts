import type { ProductWrite } from '@lumina/contracts';
import type { CopyType } from './copy-text';

/**
 * The one map from the product write schema to `products` columns. The staging table, the COPY,
 * the INSERT and the UPDATE SET list are all generated from it; `satisfies` makes the compiler
 * refuse a schema field that is neither mapped here nor resolved by the writer (DERIVED_FIELDS).
 */
export interface WriteColumn {
  column: string;
  type: CopyType;
}

/** Fields the writer resolves into other columns or tables instead of copying them. */
export const DERIVED_FIELDS = ['slug', 'brandName', 'categorySlug', 'images', 'badges', 'shippingMinor'] as const;
type CopiedField = Exclude<keyof ProductWrite, (typeof DERIVED_FIELDS)[number]>;

export const WRITE_COLUMNS = {
  sku: { column: 'sku', type: 'text' },
  title: { column: 'title', type: 'text' },
  priceMinor: { column: 'price_minor', type: 'integer' },
  originalPriceMinor: { column: 'original_price_minor', type: 'integer' },
  currency: { column: 'currency', type: 'text' },
  lumens: { column: 'lumens', type: 'integer' },
  colorTemperature: { column: 'color_temperature', type: 'integer' },
  wattage: { column: 'wattage', type: 'numeric' },
  isDimmable: { column: 'is_dimmable', type: 'boolean' },
  ipRating: { column: 'ip_rating', type: 'text' },
  bulbType: { column: 'bulb_type', type: 'text' },
  finish: { column: 'finish', type: 'text' },
  dimensions: { column: 'dimensions', type: 'text' },
  materials: { column: 'materials', type: 'text' },
  energyRating: { column: 'energy_rating', type: 'text' },
  eprelId: { column: 'eprel_id', type: 'text' },
  features: { column: 'features', type: 'text[]' },
  isInStock: { column: 'is_in_stock', type: 'boolean' },
  affiliateUrl: { column: 'affiliate_url', type: 'text' },
  gtin: { column: 'gtin', type: 'text' },
  mpn: { column: 'mpn', type: 'text' },
  shortDescription: { column: 'short_description', type: 'text' },
  longDescription: { column: 'long_description', type: 'text' },
  sourceHash: { column: 'source_hash', type: 'text' },
} as const satisfies Record<CopiedField, WriteColumn>;

export const COPIED_FIELDS = Object.keys(WRITE_COLUMNS) as CopiedField[];

/** Staging-only columns: identity, resolved references and child rows of each product. */
export const STAGING_EXTRA_COLUMNS = {
  ord: 'integer',
  id: 'uuid',
  content_hash: 'text',
  slug_base: 'text',
  slug_alt: 'text',
  slug_first: 'boolean',
  brand_slug: 'text',
  brand_name: 'text',
  category_slug: 'text',
  badges: 'text[]',
  images: 'jsonb',
  write_pos: 'integer',
  gtin_key: 'text',
  mpn_key: 'text',
  /** The product the row's offer belongs to when not its own (offers/matching). */
  merged_into: 'uuid',
  /** The offer's shipping table: the row's own, else the merchant's default (BatchContext). */
  offer_shipping: 'jsonb',
} as const satisfies Record<string, CopyType>;
