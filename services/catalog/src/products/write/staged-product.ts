import { createHash, randomUUID } from 'node:crypto';
import type { ProductImageDto, ProductWrite, ShippingTable } from '@lumina/contracts';
import { sanitizeOptionalHtml } from '../../html/html.sanitizer';
import { gtinKey, mpnKey } from '../../offers/matching/match-keys';
import { copyField, copyLine } from './copy-text';
import { productIdFor } from './product-identity';
import { slugBase, slugify, slugWithSuffix } from './product-slug';
import { COPIED_FIELDS, STAGING_EXTRA_COLUMNS, WRITE_COLUMNS } from './product-write.columns';

/**
 * Bump when the writer derives stored values differently (sanitiser rules, listing rule, slug
 * rule): every product's hash changes and the next run rewrites each one once.
 */
export const WRITE_MODEL_VERSION = 2;

/** One batch row ready for staging: normalised, hashed, with its derived keys. */
export interface StagedProduct {
  ord: number;
  row: ProductWrite;
  id: string;
  contentHash: string;
  slugBase: string;
  slugAlt: string;
  /** The first row of the batch asking for this base (the others take their suffixed slug). */
  slugFirst: boolean;
  brandSlug: string | null;
  /** The row's position in the run's feed, when the caller sent positions. */
  position: number | null;
  /** Index of the row in the batch as sent (the last, for a SKU sent twice). */
  index: number;
  shipping: ShippingTable;
  /** Match keys (offers/matching): GTIN-14 with a valid check digit, normalised brand + MPN. */
  gtinKey: string | null;
  mpnKey: string | null;
}

export interface BatchContext {
  merchantId: string;
  merchantName: string | null;
  mappingVersion: string;
  /** The merchant's feed language (default en): the language of the rows' text. */
  feedLanguage?: string;
  /** The merchant's default shipping table, for rows without shipping of their own. */
  defaultShippingMinor?: ShippingTable;
}

/** A row's shipping as its offer keeps it: the feed's own when it sent any, else the merchant's table. */
function offerShipping(row: ProductWrite, context: BatchContext): ShippingTable {
  return Object.keys(row.shippingMinor).length > 0 ? row.shippingMinor : (context.defaultShippingMinor ?? {});
}

/**
 * A caller's source hash as stored: with this writer's version, so a row found by it was also
 * derived by the current rules (a version bump makes every source hash miss once).
 */
export function storedSourceHash(sourceHash: string): string {
  return `w${WRITE_MODEL_VERSION}:${sourceHash}`;
}

/** What a feed cannot mean: an "original" price not above the price is no sale; features once each. */
function normalise(row: ProductWrite): ProductWrite {
  const originalPriceMinor =
    row.originalPriceMinor !== null && row.originalPriceMinor > row.priceMinor
      ? row.originalPriceMinor
      : null;
  const sourceHash = row.sourceHash === null ? null : storedSourceHash(row.sourceHash);
  return { ...row, originalPriceMinor, features: [...new Set(row.features)], sourceHash };
}

/** The hash covers every written field (in the schema's order), the mapping and the writer version. */
function contentHash(row: ProductWrite, context: BatchContext): string {
  const values = [
    WRITE_MODEL_VERSION,
    context.mappingVersion,
    context.merchantName,
    context.feedLanguage ?? 'en',
    Object.entries(offerShipping(row, context)).sort(([a], [b]) => a.localeCompare(b)),
    row.slug ?? null,
    row.brandName,
    row.categorySlug,
    row.images.map((image) => [image.url, image.altText]),
    row.badges,
    ...COPIED_FIELDS.map((field) => row[field]),
  ];
  return createHash('sha256').update(JSON.stringify(values)).digest('base64url');
}

/**
 * Normalises, de-duplicates (the last row of a SKU wins, as a feed listing it twice means) and
 * hashes a batch, in SKU order so concurrent batches lock shared rows in the same order.
 */
export function stageProducts(
  rows: readonly ProductWrite[],
  context: BatchContext,
  positions?: readonly number[],
): StagedProduct[] {
  const bySku = new Map<string, ProductWrite>();
  const positionOf = new Map<string, number>();
  const indexOf = new Map<string, number>();
  rows.forEach((row, index) => {
    bySku.set(row.sku, normalise(row));
    indexOf.set(row.sku, index);
    if (positions) positionOf.set(row.sku, positions[index] as number);
  });
  const skus = [...bySku.keys()].sort();
  const firstOfBase = new Set<string>();
  return skus.map((sku, ord) => {
    const row = bySku.get(sku) as ProductWrite;
    const base = slugBase(row.slug, row.title, sku);
    const slugFirst = !firstOfBase.has(base);
    firstOfBase.add(base);
    const brandSlug = row.brandName === null ? null : slugify(row.brandName) || null;
    return {
      ord,
      row,
      id: productIdFor(context.merchantId, sku),
      contentHash: contentHash(row, context),
      slugBase: base,
      slugAlt: slugWithSuffix(base, context.merchantId, sku),
      slugFirst,
      brandSlug,
      position: positionOf.get(sku) ?? null,
      index: indexOf.get(sku) as number,
      shipping: offerShipping(row, context),
      gtinKey: gtinKey(row.gtin),
      mpnKey: mpnKey(row.brandName, row.mpn),
    };
  });
}

export const STAGING_COLUMNS = [
  ...Object.keys(STAGING_EXTRA_COLUMNS),
  ...COPIED_FIELDS.map((field) => WRITE_COLUMNS[field].column),
];

/**
 * Images as the product keeps them: the API's shape, in feed order, the first primary. A rewritten
 * product's images get new ids, as its replaced child rows did.
 */
function storedImages(images: ProductWrite['images']): ProductImageDto[] {
  return images.map((image, index) => ({ id: randomUUID(), url: image.url, altText: image.altText ?? null, isPrimary: index === 0 }));
}

/** The COPY line of a staged row (only rows to write are staged: their HTML is sanitised here). */
export function stagingLine(staged: StagedProduct, mergedInto: string | null): string {
  const { row } = staged;
  const extras: Record<keyof typeof STAGING_EXTRA_COLUMNS, unknown> = {
    ord: staged.ord,
    id: staged.id,
    content_hash: staged.contentHash,
    slug_base: staged.slugBase,
    slug_alt: staged.slugAlt,
    slug_first: staged.slugFirst,
    brand_slug: staged.brandSlug,
    brand_name: row.brandName,
    category_slug: row.categorySlug,
    badges: [...new Set(row.badges)],
    images: storedImages(row.images),
    write_pos: staged.position,
    gtin_key: staged.gtinKey,
    mpn_key: staged.mpnKey,
    merged_into: mergedInto,
    offer_shipping: staged.shipping,
  };
  const fields = (Object.keys(STAGING_EXTRA_COLUMNS) as (keyof typeof STAGING_EXTRA_COLUMNS)[]).map((name) =>
    copyField(STAGING_EXTRA_COLUMNS[name], extras[name]),
  );
  for (const field of COPIED_FIELDS) {
    let value: unknown = row[field];
    if (field === 'longDescription') value = sanitizeOptionalHtml(row.longDescription);
    fields.push(copyField(WRITE_COLUMNS[field].type, value));
  }
  return copyLine(fields);
}
