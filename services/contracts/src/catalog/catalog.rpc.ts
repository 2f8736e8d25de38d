import { z } from 'zod';
import type { CategoryDto } from './category.dto';
import type {
  BrandDto,
  CollectionDto,
  CollectionWithProductsDto,
  GuideDto,
  ProductDto,
  ProductListDto,
  ProductSnapshotDto,
} from './product.dto';

export const CatalogPatterns = {
  categoriesList: 'catalog.categories.list',
  categoryBySlug: 'catalog.categories.bySlug',
  /** Used by the cart: current price, title and stock of the given products (unknown ids are left out). */
  productSnapshots: 'catalog.products.snapshots',
  productBySlug: 'catalog.products.bySlug',
  productsFeatured: 'catalog.products.featured',
  /** Listing and related products (`category`, `exclude`, `page`, `limit`, sort). */
  productsList: 'catalog.products.list',
  brandsList: 'catalog.brands.list',
  collectionsList: 'catalog.collections.list',
  collectionsFeatured: 'catalog.collections.featured',
  collectionBySlug: 'catalog.collections.bySlug',
  guidesList: 'catalog.guides.list',
  guideBySlug: 'catalog.guides.bySlug',
} as const;

export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

export const categoryBySlugPayload = z.object({ slug: slugSchema });
export type CategoryBySlugPayload = z.infer<typeof categoryBySlugPayload>;

export const productSnapshotsPayload = z.object({ ids: z.array(z.uuid()).min(1).max(200) });
export type ProductSnapshotsPayload = z.infer<typeof productSnapshotsPayload>;

export const productBySlugPayload = z.object({ slug: slugSchema });
export type ProductBySlugPayload = z.infer<typeof productBySlugPayload>;

export const PRODUCT_SORT_FIELDS = ['createdAt', 'price', 'title', 'clickCount'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** An absent or empty query parameter (`?category=`) means "not given", not "invalid". */
const optionalUuid = z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional());

/**
 * `GET /api/products` query and the `catalog.products.list` payload (the BFF forwards what it
 * parsed; the handler parses again). Numbers are coerced because query strings carry text.
 * Unknown parameters are dropped, so filters the listing does not know yet never cause a 400.
 */
export const productListQuery = z.object({
  /** A category id: one of the six product types or indoor/outdoor/smart. */
  category: optionalUuid,
  /** A product id to leave out: the product whose page shows the related products. */
  exclude: optionalUuid,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  sortBy: z.enum(PRODUCT_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

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

type NoPayload = Record<string, never>;

export interface CatalogRpc {
  [CatalogPatterns.categoriesList]: { payload: NoPayload; reply: CategoryDto[] };
  [CatalogPatterns.categoryBySlug]: { payload: CategoryBySlugPayload; reply: CategoryDto };
  [CatalogPatterns.productSnapshots]: { payload: ProductSnapshotsPayload; reply: ProductSnapshotDto[] };
  [CatalogPatterns.productBySlug]: { payload: ProductBySlugPayload; reply: ProductDto };
  [CatalogPatterns.productsFeatured]: { payload: NoPayload; reply: ProductDto[] };
  [CatalogPatterns.productsList]: { payload: ProductListQuery; reply: ProductListDto };
  [CatalogPatterns.brandsList]: { payload: NoPayload; reply: BrandDto[] };
  [CatalogPatterns.collectionsList]: { payload: NoPayload; reply: CollectionDto[] };
  [CatalogPatterns.collectionsFeatured]: { payload: NoPayload; reply: CollectionDto[] };
  [CatalogPatterns.collectionBySlug]: { payload: CollectionBySlugPayload; reply: CollectionWithProductsDto };
  [CatalogPatterns.guidesList]: { payload: GuidesListQuery; reply: GuideDto[] };
  [CatalogPatterns.guideBySlug]: { payload: GuideBySlugPayload; reply: GuideDto };
}
