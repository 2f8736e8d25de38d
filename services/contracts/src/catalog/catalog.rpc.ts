import { z } from '../zod';
import type { CategoryDto } from './category.dto';
import type { PriceHistoryDto, PriceHistoryPayload } from './price-history';
import { deliveryCountrySchema, type ProductDetailDto } from './offer.dto';
import type { ProductListParams } from './product-list-query';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './product-list-options';
import type {
  BrandListItemDto,
  CollectionDto,
  CollectionWithProductsDto,
  GuideDto,
  ProductDto,
  ProductListDto,
  ProductSnapshotDto,
} from './product.dto';
import type {
  ProductKeepUnchangedPayload,
  ProductKeepUnchangedReply,
  ProductsAnyForMerchantPayload,
  ProductsAnyForMerchantReply,
  ProductRetireStalePayload,
  ProductRetireStaleReply,
  ProductUpsertBatchPayload,
  ProductUpsertBatchReply,
} from './product-write';

export const CatalogPatterns = {
  categoriesList: 'catalog.categories.list',
  categoryBySlug: 'catalog.categories.bySlug',
  /** Used by the cart: current price, title and stock of the given products (unknown ids are left out). */
  productSnapshots: 'catalog.products.snapshots',
  productBySlug: 'catalog.products.bySlug',
  productsFeatured: 'catalog.products.featured',
  /** A product's daily prices, lows and the chart's sentence (price-history.ts). */
  productPriceHistory: 'catalog.products.priceHistory',
  /** Listing, search and related products: filters, sort, paging, facet counts (product-list-query.ts). */
  productsList: 'catalog.products.list',
  brandsList: 'catalog.brands.list',
  collectionsList: 'catalog.collections.list',
  collectionsFeatured: 'catalog.collections.featured',
  collectionBySlug: 'catalog.collections.bySlug',
  guidesList: 'catalog.guides.list',
  guideBySlug: 'catalog.guides.bySlug',
  /**
   * Bulk write from ingest (and the demo seed's writer): one merchant's batch of products
   * (product-write.ts), added/updated/unchanged by content hash; only changed ones are re-indexed.
   */
  productsUpsertBatch: 'catalog.products.upsertBatch',
  /** Which rows of a feed slice catalog holds unchanged (by source hash), noted as seen in the run. */
  productsKeepUnchanged: 'catalog.products.keepUnchanged',
  /** After a completed run: the merchant's products not seen in it leave the shop (soft removal). */
  productsRetireStale: 'catalog.products.retireStale',
  /** Whether the merchant has a product that is not retired: a run of a merchant without one skips keepUnchanged. */
  productsAnyForMerchant: 'catalog.products.anyForMerchant',
  /** One part of a built sitemap file (the index `sitemap.xml` or `de-products-1.xml.gz`), gzip, base64. */
  sitemapPart: 'catalog.sitemaps.part',
} as const;

export const slugSchema = z
  .string()
  .min(1)
  .max(SLUG_MAX_LENGTH)
  .regex(SLUG_PATTERN, 'must be lower-case words joined by hyphens');

/** The language of the texts answered (unknown or absent: English). */
const textLanguage = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter lower-case language code').optional();
export const categoriesListPayload = z.object({ language: textLanguage });
export type CategoriesListPayload = z.infer<typeof categoriesListPayload>;
export const categoryBySlugPayload = z.object({ slug: slugSchema, language: textLanguage });
export type CategoryBySlugPayload = z.infer<typeof categoryBySlugPayload>;

export const productSnapshotsPayload = z.object({ ids: z.array(z.uuid()).min(1).max(200) });
export type ProductSnapshotsPayload = z.infer<typeof productSnapshotsPayload>;

/** `country`: the buyer's 'Deliver to' country (default: English's, deliveryCountryFor). */
/** `language`: the page's, which picks the row whose text a matched product shows (default en). */
export const productBySlugPayload = z.object({
  slug: slugSchema,
  country: deliveryCountrySchema.optional(),
  language: z.string().regex(/^[a-z]{2}$/).optional(),
});
export type ProductBySlugPayload = z.infer<typeof productBySlugPayload>;

export const collectionBySlugPayload = z.object({ slug: slugSchema });
export type CollectionBySlugPayload = z.infer<typeof collectionBySlugPayload>;

/** Two-letter language code; a language without guides falls back to English. */
export const guideLanguageSchema = z
  .string()
  .regex(/^[a-z]{2}$/, 'must be a two-letter lower-case language code')
  .default('en');

export const guidesListQuery = z.object({ language: guideLanguageSchema });
export type GuidesListQuery = z.infer<typeof guidesListQuery>;

export const guideBySlugPayload = z.object({ slug: slugSchema, language: guideLanguageSchema });
export type GuideBySlugPayload = z.infer<typeof guideBySlugPayload>;

/** The sitemap index, or one of the per-language files it lists (`de-products-1.xml.gz`). */
export const SITEMAP_INDEX_FILE = 'sitemap.xml';
export const SITEMAP_FILE_PATTERN = /^[a-z]{2}-[a-z]+-[1-9][0-9]{0,5}\.xml\.gz$/;

/**
 * `generation`: the build the first part came from; later parts name it, so one file is never
 * read half from one build and half from the next.
 */
export const sitemapPartPayload = z.object({
  file: z.union([z.literal(SITEMAP_INDEX_FILE), z.string().regex(SITEMAP_FILE_PATTERN, 'is no sitemap file name')]),
  part: z.number().int().min(0).max(10_000).default(0),
  generation: z.uuid().optional(),
});
export type SitemapPartPayload = z.input<typeof sitemapPartPayload>;
export type SitemapPartRequest = z.output<typeof sitemapPartPayload>;

export interface SitemapPartReply {
  generation: string;
  parts: number;
  /** This part of the file's gzip, base64. */
  gzipBase64: string;
  lastmod: string | null;
}

type NoPayload = Record<string, never>;

export interface CatalogRpc {
  [CatalogPatterns.categoriesList]: { payload: CategoriesListPayload; reply: CategoryDto[] };
  [CatalogPatterns.categoryBySlug]: { payload: CategoryBySlugPayload; reply: CategoryDto };
  [CatalogPatterns.productSnapshots]: { payload: ProductSnapshotsPayload; reply: ProductSnapshotDto[] };
  [CatalogPatterns.productBySlug]: { payload: ProductBySlugPayload; reply: ProductDetailDto };
  [CatalogPatterns.productsFeatured]: { payload: NoPayload; reply: ProductDto[] };
  [CatalogPatterns.productPriceHistory]: { payload: PriceHistoryPayload; reply: PriceHistoryDto };
  // What callers send; the handler parses it again (product-list-query.ts), so query text or parsed values.
  [CatalogPatterns.productsList]: { payload: ProductListParams; reply: ProductListDto };
  [CatalogPatterns.brandsList]: { payload: NoPayload; reply: BrandListItemDto[] };
  [CatalogPatterns.collectionsList]: { payload: NoPayload; reply: CollectionDto[] };
  [CatalogPatterns.collectionsFeatured]: { payload: NoPayload; reply: CollectionDto[] };
  [CatalogPatterns.collectionBySlug]: { payload: CollectionBySlugPayload; reply: CollectionWithProductsDto };
  [CatalogPatterns.guidesList]: { payload: GuidesListQuery; reply: GuideDto[] };
  [CatalogPatterns.guideBySlug]: { payload: GuideBySlugPayload; reply: GuideDto };
  [CatalogPatterns.productsUpsertBatch]: { payload: ProductUpsertBatchPayload; reply: ProductUpsertBatchReply };
  [CatalogPatterns.productsKeepUnchanged]: { payload: ProductKeepUnchangedPayload; reply: ProductKeepUnchangedReply };
  [CatalogPatterns.productsRetireStale]: { payload: ProductRetireStalePayload; reply: ProductRetireStaleReply };
  [CatalogPatterns.productsAnyForMerchant]: { payload: ProductsAnyForMerchantPayload; reply: ProductsAnyForMerchantReply };
  [CatalogPatterns.sitemapPart]: { payload: SitemapPartPayload; reply: SitemapPartReply };
}
