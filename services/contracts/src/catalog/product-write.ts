import { LANGUAGE_CODES } from '../i18n/languages';
import { shippingTableSchema } from '../pricing/shipping-table';
import { z } from '../zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './product-list-options';
import { BULB_TYPES, FINISHES, PRODUCT_FEATURES } from './product-options';

/**
 * THE product write model: what a feed row (after mapping), the demo seed and any other bulk
 * writer hand catalog. One schema, so ingest, seed and catalog can never disagree on a field.
 *
 * - Money is integer minor units (cents) with an ISO currency, as catalog stores it (money.ts);
 *   an `originalPriceMinor` not above `priceMinor` is no sale and is stored as null.
 * - `categorySlug` is a category's slug (categories are rows an admin edits); the categories it is
 *   listed under (ancestors, rule matches) follow in catalog, the same rule for every writer.
 * - `brandName` is matched by its slug; a new brand is created.
 * - `slug` is a hint (default: the title); catalog keeps slugs unique with a rule stable across
 *   runs, and a product keeps its slug once it has one (links stay valid).
 * - `longDescription` is HTML and sanitised by catalog on write; send it as the merchant has it.
 * - `affiliateUrl` is the merchant's deep link: http(s) only. Images are http(s) URLs, or paths
 *   served by the app itself (`/images/...`, the demo catalogue).
 * - Counters (views, clicks), featured placement and creation time belong to catalog: a feed
 *   never sets them.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => text(max).nullable().default(null);
const optionalInt = (min: number, max: number) => z.number().int().min(min).max(max).nullable().default(null);

const isHttpUrl = (value: string) => {
  // The cheap test first: most values fail or pass it without building a URL (and throwing).
  if (!/^https?:\/\/[^\s/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An absolute http(s) URL. */
export const httpUrlSchema = z.string().trim().max(2048).refine(isHttpUrl, 'must be an http(s) URL');

/** http(s), or a path on our own origin (`/images/…`; never `//host`, which leaves the origin). */
const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => /^\/(?!\/)[^\s\\]*$/.test(value) || isHttpUrl(value),
    'must be an http(s) URL or a path starting with /',
  );

export const productImageWriteSchema = z.object({
  url: imageUrlSchema,
  altText: optionalText(300),
});

export const productWriteSchema = z.object({
  /** The merchant's own id for the product; with the merchant, the product's identity. */
  sku: text(120),
  title: text(300),
  /** Slug hint (lower-case words joined by hyphens after normalising); default from the title. */
  slug: z.string().trim().max(200).optional(),
  brandName: optionalText(120),
  categorySlug: z.string().trim().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, 'must be a category slug'),
  priceMinor: z.number().int().min(0).max(100_000_000),
  originalPriceMinor: optionalInt(0, 100_000_000),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR')
    .default('EUR'),
  /** In display order; the first is the primary image. */
  images: z.array(productImageWriteSchema).max(20).default([]),
  /** Badge names (e.g. 'New', 'Bestseller'); an unknown name creates the badge. */
  badges: z.array(text(40)).max(10).default([]),
  lumens: optionalInt(0, 1_000_000),
  /** Kelvin. */
  colorTemperature: optionalInt(1000, 20_000),
  /** Watts, at most two decimals (stored as numeric(7,2)). */
  wattage: z.number().min(0).max(99_999.99).nullable().default(null),
  isDimmable: z.boolean().default(false),
  ipRating: z
    .string()
    .regex(/^IP[0-6X][0-9X]$/, 'must be an IP code such as IP44')
    .nullable()
    .default(null),
  bulbType: z.enum(BULB_TYPES).nullable().default(null),
  finish: z.enum(FINISHES).nullable().default(null),
  dimensions: optionalText(300),
  materials: optionalText(300),
  /** EU energy class, A to G (A+++ … for older labels). */
  energyRating: z
    .string()
    .regex(/^(A\+{0,3}|[B-G])$/, 'must be an energy class A to G')
    .nullable()
    .default(null),
  /** EPREL registration number (the EU product database), digits only. */
  eprelId: z
    .string()
    .regex(/^[0-9]{1,12}$/, 'must be an EPREL registration number (digits)')
    .nullable()
    .default(null),
  features: z.array(z.enum(PRODUCT_FEATURES)).max(PRODUCT_FEATURES.length).default([]),
  isInStock: z.boolean().default(true),
  /** The merchant's deep link (the click redirect appends our click id); null: no offer link. */
  affiliateUrl: httpUrlSchema.nullable().default(null),
  /** GTIN-14 (EAN/UPC padded), check digit already verified by the mapper. */
  gtin: z
    .string()
    .regex(/^\d{14}$/, 'must be 14 digits')
    .nullable()
    .default(null),
  /** The row's own shipping per country (the feed's shipping field); empty: the merchant's default table applies. */
  shippingMinor: shippingTableSchema,
  /** Manufacturer part number: with the brand, how rows without a GTIN match (after normalising). */
  mpn: optionalText(70),
  shortDescription: optionalText(1000),
  /** HTML; sanitised by catalog on write. */
  longDescription: optionalText(100_000),
  /**
   * The writer's hash of the source row this product was mapped from (ingest: the feed record with
   * everything its mapping depends on). Kept with the product, so the next run can find an unchanged
   * row by this hash (`catalog.products.keepUnchanged`) without mapping it again.
   */
  sourceHash: z.string().min(1).max(100).nullable().default(null),
});

/** A product as catalog writes it (defaults applied). */
export type ProductWrite = z.output<typeof productWriteSchema>;
/** A product as a caller may send it (optional fields may be left out). */
export type ProductWriteInput = z.input<typeof productWriteSchema>;
export type ProductImageWrite = z.output<typeof productImageWriteSchema>;

/**
 * Batch limits of `catalog.products.upsertBatch`. The byte budget keeps one message at half the
 * transport's 4 MiB cap (JSON of the payload) while a slice of 1,000 feed rows with long HTML
 * descriptions (~1.5 KB each) still fits one batch: at 512 KiB every slice went as three, and each
 * batch pays a transaction, a staging table and a processed-message record. Rows per batch bound
 * one statement's work, so a batch commits well inside the request deadline.
 */
export const PRODUCT_WRITE_BATCH_MAX_ROWS = 1000;
export const PRODUCT_WRITE_BATCH_MAX_BYTES = 2 * 1024 * 1024;
/** SKU + source hash pairs per `keepUnchanged` call (about 100 bytes each). */
export const PRODUCT_KEEP_UNCHANGED_MAX_ROWS = 5000;
/**
 * How long a caller should wait for one upsertBatch reply (where the client lets it set a
 * deadline). A write sent again under the same message id (ingest names a batch by its run and rows) answers
 * its first counts; under another id it reports its rows as 'unchanged'. Never counted twice.
 */
export const PRODUCT_WRITE_TIMEOUT_MS = 30_000;

export const productUpsertBatchPayload = z.object({
  merchantId: z.uuid(),
  /** The merchant's display name, copied onto its products. */
  merchantName: text(200).optional(),
  /**
   * The merchant's mapping version (a counter or a hash of the mapping config): it is part of
   * every row's content hash, so a mapping change rewrites each product once.
   */
  mappingVersion: text(100),
  /** The merchant's default shipping table, for rows whose feed sends no shipping of their own. */
  defaultShippingMinor: shippingTableSchema.optional(),
  /** The language the merchant's feed is written in (its feed-language setting); default English. */
  feedLanguage: z.enum(LANGUAGE_CODES).optional(),
  /** The ingest run (its log id): products seen in it are kept by `retireStale`. */
  runId: text(100),
  products: z.array(productWriteSchema).min(1).max(PRODUCT_WRITE_BATCH_MAX_ROWS),
  /**
   * Each product's position in the run's feed (same order as `products`). With them, a row the
   * run sends again (a restarted worker) is counted as the write it was, not as unchanged.
   */
  positions: z.array(z.number().int().min(0)).max(PRODUCT_WRITE_BATCH_MAX_ROWS).optional(),
}).refine((batch) => batch.positions === undefined || batch.positions.length === batch.products.length, {
  path: ['positions'],
  message: 'must have one position per product',
});
export type ProductUpsertBatchPayload = z.input<typeof productUpsertBatchPayload>;
export type ProductUpsertBatch = z.output<typeof productUpsertBatchPayload>;

/**
 * Counts come from the write statement itself. A batch with the same SKU twice counts it once
 * (the last row wins). A row sent again in the same run at the same position (after a timeout, or
 * by a restarted worker) reports the write that run made (added or updated); without positions, or
 * in another run, a row already written is 'unchanged'.
 */
export interface ProductUpsertBatchReply {
  added: number;
  updated: number;
  unchanged: number;
  /** Products added or updated (also sent to the search index). */
  changedIds: string[];
  /**
   * Rows not written, with the reason (`index`: position in the batch's `products`): a second SKU
   * of the same merchant matching a product that already has this merchant's offer.
   */
  rejected: ProductWriteRejection[];
  /** Rows written with a remark for the run log (a GTIN with a wrong check digit, not used for matching). */
  warnings: ProductWriteRejection[];
}

export interface ProductWriteRejection {
  index: number;
  sku: string;
  field: string;
  reason: string;
}

/**
 * The first step of writing a feed slice: rows identified by SKU and source hash. Catalog answers
 * which of them it already holds unchanged (same source hash written by the current writer, not
 * retired) and notes them as seen in the run; the caller maps and sends only the others.
 */
export const productKeepUnchangedPayload = z.object({
  merchantId: z.uuid(),
  runId: text(100),
  rows: z
    .array(z.object({ sku: text(120), sourceHash: z.string().min(1).max(100), position: z.number().int().min(0) }))
    .min(1)
    .max(PRODUCT_KEEP_UNCHANGED_MAX_ROWS),
});
export type ProductKeepUnchangedPayload = z.infer<typeof productKeepUnchangedPayload>;

export interface ProductKeepUnchangedReply {
  /** SKUs held unchanged. */
  unchanged: string[];
  /** SKUs this run already added or updated from the same position (sent again after a restart): count them so. */
  added: string[];
  updated: string[];
}

export const productRetireStalePayload = z.object({
  merchantId: z.uuid(),
  runId: text(100),
});
export type ProductRetireStalePayload = z.infer<typeof productRetireStalePayload>;

/** Products of the merchant not seen in that run left the shop (soft removal, out of search). */
export interface ProductRetireStaleReply {
  retired: number;
}

export const productsAnyForMerchantPayload = z.object({ merchantId: z.uuid() });
export type ProductsAnyForMerchantPayload = z.infer<typeof productsAnyForMerchantPayload>;

export interface ProductsAnyForMerchantReply {
  /** A product of the merchant that is not retired exists (one keepUnchanged could find). */
  any: boolean;
  /**
   * Catalog's write model version (a change rewrites every product once): a feed the merchant's
   * server says is unchanged is still read again when it differs from the last sync's.
   */
  writerVersion: number;
}

const utf8 = new TextEncoder();
let scratch = new Uint8Array(64 * 1024);

/**
 * One write message being filled as rows stream in, under both limits (rows and JSON bytes). A
 * single row over the byte budget still goes alone: the schema's field limits keep it under the
 * transport cap.
 */
export class ProductWriteBatch<T> {
  readonly rows: T[] = [];
  private bytes = 0;
  private readonly maxRows: number;
  private readonly maxBytes: number;

  constructor(limits: { maxRows?: number; maxBytes?: number } = {}) {
    this.maxRows = Math.min(limits.maxRows ?? PRODUCT_WRITE_BATCH_MAX_ROWS, PRODUCT_WRITE_BATCH_MAX_ROWS);
    this.maxBytes = limits.maxBytes ?? PRODUCT_WRITE_BATCH_MAX_BYTES;
  }

  /** Adds the row when it fits (an empty batch takes any row); false means: send this batch first. */
  tryAdd(row: T): boolean {
    const json = JSON.stringify(row);
    // Measured into a reused buffer: encoding every row into a new array only to take its length cost ~1 s per 100,000 rows.
    if (scratch.length < json.length * 3) scratch = new Uint8Array(json.length * 3);
    const size = utf8.encodeInto(json, scratch).written + 1;
    if (this.rows.length > 0 && (this.rows.length >= this.maxRows || this.bytes + size > this.maxBytes)) return false;
    this.rows.push(row);
    this.bytes += size;
    return true;
  }
}
