import { z } from '../zod';
import type { BadgeDto, ProductDto } from './product.dto';
import { slugSchema } from './catalog.rpc';

/**
 * The admin products API (issue 9, spec §2 "Admin products", §7). The admin table's query on
 * `GET /api/products` goes to `catalog.admin.products.list` (PostgreSQL, removed products
 * included on request); edits, removal and restore are their own calls. The ingest path has its
 * own bulk write schema (product-write*.ts); this is the one-product edit of the admin form.
 */
export const CatalogAdminPatterns = {
  list: 'catalog.admin.products.list',
  get: 'catalog.admin.products.get',
  update: 'catalog.admin.products.update',
  remove: 'catalog.admin.products.remove',
  restore: 'catalog.admin.products.restore',
  badges: 'catalog.admin.badges.list',
} as const;

/**
 * Query parameters only the admin table uses. A `GET /api/products` carrying any of them is the
 * admin query: it needs `products:read` and answers from the admin listing.
 */
export const ADMIN_ONLY_PRODUCT_PARAMS = ['search', 'merchant', 'status'] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return [];
    return (Array.isArray(value) ? value : [value]).filter((entry) => entry !== '');
  }, z.array(item).max(50));

/** A brand by id or by slug (the admin dropdown sends ids; shop links send slugs). */
const brandRef = z.union([z.uuid(), slugSchema]);

export const adminProductListQuery = z.object({
  /** Title or SKU (full text over the stored search vector, or a SKU prefix). */
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  category: repeated(z.uuid()),
  brand: repeated(brandRef),
  merchant: repeated(z.uuid()),
  /** `active` (in the shop, the default) or `removed` (the table's Removed filter). */
  status: z.preprocess(blankToUndefined, z.enum(['active', 'removed']).default('active')),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sortBy: z.preprocess(blankToUndefined, z.enum(['price', 'createdAt']).default('createdAt')),
  sortOrder: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).optional()),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;

export interface AdminProductDto extends ProductDto {
  /** When an admin removed it from the shop; null while it is listed. */
  removedAt: string | null;
  isFeatured: boolean;
}

export interface AdminProductListDto {
  products: AdminProductDto[];
  total: number;
}

const money = z.coerce.number().min(0.01, 'must be at least 0.01').max(1_000_000, 'must be at most 1000000')
  .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals');

/** `PUT /api/admin/products/:id`: the admin form's fields, all required (the form sends the whole product). */
export const adminProductUpdateSchema = z
  .object({
    title: z.string().trim().min(1, 'required').max(300, 'at most 300 characters'),
    price: money,
    originalPrice: z.union([z.null(), money]),
    isInStock: z.boolean(),
    shortDescription: z.union([z.null(), z.string().trim().max(1000, 'at most 1000 characters')]),
    /** HTML; sanitised by catalog's sanitizer before it is stored. */
    longDescription: z.union([z.null(), z.string().max(50_000, 'at most 50000 characters')]),
    /** Badge ids. */
    badges: z.array(z.uuid()).max(20),
    featured: z.boolean(),
  })
  .strict()
  .refine((value) => value.originalPrice === null || value.originalPrice >= value.price, {
    message: 'must not be below price',
    path: ['originalPrice'],
  });
export type AdminProductUpdate = z.infer<typeof adminProductUpdateSchema>;

export const adminProductIdPayload = z.object({ id: z.uuid() });
export const adminProductUpdatePayload = z.object({ id: z.uuid(), changes: adminProductUpdateSchema });
export type AdminProductUpdatePayload = z.infer<typeof adminProductUpdatePayload>;

export interface CatalogAdminRpc {
  [CatalogAdminPatterns.list]: { payload: AdminProductListQuery; reply: AdminProductListDto };
  [CatalogAdminPatterns.get]: { payload: { id: string }; reply: AdminProductDto };
  [CatalogAdminPatterns.update]: { payload: AdminProductUpdatePayload; reply: AdminProductDto };
  [CatalogAdminPatterns.remove]: { payload: { id: string }; reply: { removed: true } };
  [CatalogAdminPatterns.restore]: { payload: { id: string }; reply: AdminProductDto };
  [CatalogAdminPatterns.badges]: { payload: Record<string, never>; reply: BadgeDto[] };
}
