import { z } from '../zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../catalog/product-list-options';

/**
 * A merchant's category rules (issue 29 item 2): the merchant's category text (a Google product
 * category or its own path, e.g. 'Lampen > Tischleuchten') onto a Lumina category. Rows whose text
 * maps nowhere are held, listed as 'Unmapped categories', and written once a rule maps them.
 */
export const CategoryMappingPatterns = {
  unmapped: 'merchants.categories.unmapped',
  map: 'merchants.categories.map',
} as const;

export const unmappedCategoriesPayload = z.object({ merchantId: z.uuid() });
export type UnmappedCategoriesPayload = z.infer<typeof unmappedCategoriesPayload>;

/** `POST /api/merchants/:id/category-rules`. */
export const categoryRuleBodySchema = z
  .object({
    categoryText: z.string().trim().min(1, 'required').max(200, 'at most 200 characters'),
    categorySlug: z.string().trim().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, 'must be a category slug'),
  })
  .strict();
export type CategoryRuleBody = z.infer<typeof categoryRuleBodySchema>;
export const mapCategoryPayload = categoryRuleBodySchema.extend({ merchantId: z.uuid() });
export type MapCategoryPayload = z.infer<typeof mapCategoryPayload>;

/** One category text of the merchant's held rows, with how many rows wait on it. */
export interface UnmappedCategoryDto {
  categoryText: string;
  rows: number;
  /** When the oldest of them was first held. */
  since: string;
}

export interface MapCategoryReply {
  /** Held rows the new rule mapped and the catalogue writer took. */
  resent: number;
  /** Held rows that still map nowhere (other texts). */
  stillHeld: number;
}

export interface CategoryMappingRpc {
  [CategoryMappingPatterns.unmapped]: { payload: UnmappedCategoriesPayload; reply: UnmappedCategoryDto[] };
  [CategoryMappingPatterns.map]: { payload: MapCategoryPayload; reply: MapCategoryReply };
}
