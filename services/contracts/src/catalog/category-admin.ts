import type { LocalizedText, TranslationTimes } from '../i18n/localized-text';
import { localizedTextSchema } from '../i18n/localized-text.schema';
import { z } from '../zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './product-list-options';
import { BULB_TYPES, IP_RATINGS, PRODUCT_FEATURES } from './product-options';

/**
 * Categories as data (issue 29 item 1, ARCHITECTURE §19): a tree the admin edits. A category lists
 * its own products, its descendants' and those its rule matches; catalog keeps each product's
 * listings (`products.listing_ids`) from the tree and the rules, so shop reads stay one array test.
 */
export const CategoryAdminPatterns = {
  list: 'catalog.admin.categories.list',
  create: 'catalog.admin.categories.create',
  update: 'catalog.admin.categories.update',
  move: 'catalog.admin.categories.move',
  remove: 'catalog.admin.categories.remove',
} as const;

/** Whether a category's products are light sources (bulbs, LED strips), contain one, or neither: the energy label follows it. */
export const LIGHT_SOURCE_KINDS = ['is', 'contains', 'neither'] as const;
export type LightSourceKind = (typeof LIGHT_SOURCE_KINDS)[number];

const categorySlug = z.string().trim().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, 'must be lower-case words joined by hyphens');

/**
 * What else a category lists besides its own and its descendants' products: a product matching
 * every condition given (within a condition, any of its values). `categories`: the product's own
 * category is one of these slugs or below one. Today's 'smart' (the smart feature) and 'outdoor'
 * (weather-proof smart lights) are such rules.
 */
export const categoryRuleSchema = z
  .object({
    features: z.array(z.enum(PRODUCT_FEATURES)).min(1).max(PRODUCT_FEATURES.length).optional(),
    ipRatings: z.array(z.enum(IP_RATINGS)).min(1).max(IP_RATINGS.length).optional(),
    bulbTypes: z.array(z.enum(BULB_TYPES)).min(1).max(BULB_TYPES.length).optional(),
    categories: z.array(categorySlug).min(1).max(50).optional(),
  })
  .strict()
  .refine((rule) => Object.values(rule).some((value) => value !== undefined), 'a rule needs at least one condition');
export type CategoryRule = z.infer<typeof categoryRuleSchema>;

const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^\/(?!\/)[^\s\\]*$/.test(value) || /^https:\/\/[^\s/]/i.test(value), 'must be an https URL or a path starting with /');

/** `POST /api/admin/categories` and the editable fields of `PUT /api/admin/categories/:id`. */
export const categoryFieldsSchema = z
  .object({
    slug: categorySlug,
    name: localizedTextSchema(80),
    description: localizedTextSchema(500).nullable().default(null),
    imageUrl: imageUrl.nullable().default(null),
    visible: z.boolean().default(true),
    onHome: z.boolean().default(false),
    lightSource: z.enum(LIGHT_SOURCE_KINDS).default('neither'),
    rule: categoryRuleSchema.nullable().default(null),
  })
  .strict();
export type CategoryFields = z.infer<typeof categoryFieldsSchema>;

export const categoryCreateSchema = categoryFieldsSchema.extend({ parentId: z.uuid().nullable().default(null) }).strict();
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/** An edit names the version it was made on: a save over someone else's newer save is a 409, not an overwrite. */
export const categoryUpdateSchema = categoryFieldsSchema.extend({ version: z.number().int().min(1) }).strict();
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** Moves a category under `parentId` (null: top level) at `position` among its new siblings (0 first). */
export const categoryMoveSchema = z
  .object({ parentId: z.uuid().nullable(), position: z.number().int().min(0).max(10_000) })
  .strict();
export type CategoryMove = z.infer<typeof categoryMoveSchema>;

/** Deleting a category that holds products needs somewhere for them to go. */
export const categoryRemoveSchema = z.object({ moveProductsTo: z.uuid().optional() }).strict();
export type CategoryRemove = z.infer<typeof categoryRemoveSchema>;

export const categoryIdPayload = z.object({ id: z.uuid() });
export const categoryUpdatePayload = z.object({ id: z.uuid(), changes: categoryUpdateSchema });
export const categoryMovePayload = z.object({ id: z.uuid(), move: categoryMoveSchema });
export const categoryRemovePayload = z.object({ id: z.uuid() }).extend(categoryRemoveSchema.shape);
export type CategoryUpdatePayload = z.infer<typeof categoryUpdatePayload>;
export type CategoryMovePayload = z.infer<typeof categoryMovePayload>;
export type CategoryRemovePayload = z.infer<typeof categoryRemovePayload>;

/** A category as the admin reads it: every language, the tree's links, and its own product count. */
export interface AdminCategoryDto {
  id: string;
  parentId: string | null;
  position: number;
  slug: string;
  name: LocalizedText;
  description: LocalizedText | null;
  translatedAt: TranslationTimes;
  imageUrl: string | null;
  emoji: string;
  visible: boolean;
  onHome: boolean;
  lightSource: LightSourceKind;
  rule: CategoryRule | null;
  /** Products whose own category this is (not its descendants' or rule matches). */
  productCount: number;
  version: number;
  updatedAt: string;
}

export interface CategoryAdminRpc {
  [CategoryAdminPatterns.list]: { payload: Record<string, never>; reply: AdminCategoryDto[] };
  [CategoryAdminPatterns.create]: { payload: CategoryCreate; reply: AdminCategoryDto };
  [CategoryAdminPatterns.update]: { payload: CategoryUpdatePayload; reply: AdminCategoryDto };
  [CategoryAdminPatterns.move]: { payload: CategoryMovePayload; reply: AdminCategoryDto[] };
  [CategoryAdminPatterns.remove]: { payload: CategoryRemovePayload; reply: { removed: true } };
}

/**
 * A merchant's rows held for an unmapped category (issue 29 item 2) name SKUs catalog may already
 * list: those keep their last category and are noted as seen in the run, so `retireStale` keeps them.
 */
export const HeldProductPatterns = { keep: 'catalog.products.keepHeld' } as const;

export const keepHeldPayload = z.object({
  merchantId: z.uuid(),
  runId: z.string().min(1).max(100),
  skus: z.array(z.string().min(1).max(120)).min(1).max(5000),
});
export type KeepHeldPayload = z.infer<typeof keepHeldPayload>;

export interface HeldProductRpc {
  /** Answers the SKUs catalog lists (not retired) and noted as seen. */
  [HeldProductPatterns.keep]: { payload: KeepHeldPayload; reply: { kept: string[] } };
}
