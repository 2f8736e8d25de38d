import { z } from 'zod';
import type { CategoryDto } from './category.dto';

export const CatalogPatterns = {
  categoriesList: 'catalog.categories.list',
  categoryBySlug: 'catalog.categories.bySlug',
} as const;

export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

export const categoryBySlugPayload = z.object({ slug: slugSchema });
export type CategoryBySlugPayload = z.infer<typeof categoryBySlugPayload>;

export interface CatalogRpc {
  [CatalogPatterns.categoriesList]: { payload: Record<string, never>; reply: CategoryDto[] };
  [CatalogPatterns.categoryBySlug]: { payload: CategoryBySlugPayload; reply: CategoryDto };
}
