import { z } from 'zod';
import type { CategoryDto } from './category.dto';
import type { ProductSnapshotDto } from './product.dto';

export const CatalogPatterns = {
  categoriesList: 'catalog.categories.list',
  categoryBySlug: 'catalog.categories.bySlug',
  /** Used by the cart: current price, title and stock of the given products (unknown ids are left out). */
  productSnapshots: 'catalog.products.snapshots',
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

export interface CatalogRpc {
  [CatalogPatterns.categoriesList]: { payload: Record<string, never>; reply: CategoryDto[] };
  [CatalogPatterns.categoryBySlug]: { payload: CategoryBySlugPayload; reply: CategoryDto };
  [CatalogPatterns.productSnapshots]: { payload: ProductSnapshotsPayload; reply: ProductSnapshotDto[] };
}
