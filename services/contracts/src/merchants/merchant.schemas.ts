import { LANGUAGE_CODES } from '../i18n/languages';
import { shippingTableSchema } from '../pricing/shipping-table';
import { z } from '../zod';
import { FEED_FORMATS, MERCHANT_CURRENCIES } from './merchant.dto';

/**
 * Edge validation of merchants (issue 10): the BFF parses HTTP bodies with these, the merchants
 * service parses the same messages again. Every issue names its field.
 */

/** What the API shows in place of a secret; sent back unchanged on update, it keeps the secret. */
export const MASKED_SECRET = '••••';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** '' and null both mean "none" (the form sends empty inputs as ''). */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());
const optionalUrl = z.preprocess(
  blankToNull,
  z.string().trim().max(2048).refine(isHttpUrl, 'must be an http(s) URL').nullable().optional(),
);

/** A decimal figure as text with 2 decimals ("8.00"); numbers and decimal commas accepted. */
const decimal = (max: number) =>
  z.preprocess(
    (value) => {
      const blank = blankToNull(value);
      if (typeof blank === 'number') return String(blank);
      return typeof blank === 'string' ? blank.trim().replace(',', '.') : blank;
    },
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,4})?$/, 'must be a non-negative number')
      .refine((v) => Number(v) <= max, `must be at most ${max}`)
      .transform((v) => Number(v).toFixed(2))
      .nullable()
      .optional(),
  );

/** Feed credentials. Sent only to the feed URL's own origin. */
export const feedAuthSchema = z.union([
  z.object({ type: z.literal('basic'), username: z.string().min(1).max(200), password: z.string().min(1).max(500) }).strict(),
  z.object({ type: z.literal('bearer'), token: z.string().min(1).max(4000) }).strict(),
  z
    .object({
      type: z.literal('header'),
      name: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name'),
      value: z.string().min(1).max(4000),
    })
    .strict(),
  z
    .object({
      type: z.literal('query'),
      name: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a query parameter name'),
      value: z.string().min(1).max(4000),
    })
    .strict(),
  z.object({}).strict(),
]);
export type FeedAuth = z.infer<typeof feedAuthSchema>;

/** Product fields a feed column can be mapped onto (mappingConfig: { "<feed field>": "<product field>" }). */
export const MAPPING_TARGETS = [
  'sku',
  'title',
  'brand',
  'category',
  'price',
  'salePrice',
  'currency',
  'imageUrl',
  'additionalImages',
  'link',
  'availability',
  'description',
  'shortDescription',
  'lumens',
  'colorTemperature',
  'wattage',
  'ipRating',
  'bulbType',
  'finish',
  'dimensions',
  'materials',
  'energyRating',
  'eprelId',
  'gtin',
  'mpn',
  'shipping',
  'features',
  'isDimmable',
] as const;
export type MappingTarget = (typeof MAPPING_TARGETS)[number];

export const MAPPING_PRESETS = ['auto', 'google', 'awin', 'none'] as const;

/** Keys of mappingConfig that are options, not feed fields. */
export const MAPPING_OPTION_KEYS = ['preset', 'itemElement', 'categories'] as const;

/**
 * `{ "product_name": "title", "preset": "awin", "itemElement": "product", "categories": { "Deckenleuchten": "ceiling-lights" } }`:
 * every other key is a feed field mapped onto one product field.
 */
export const mappingConfigSchema = z
  .record(z.string().min(1).max(200), z.unknown())
  .superRefine((config, ctx) => {
    for (const [key, value] of Object.entries(config)) {
      if (key === 'preset') {
        if (!(MAPPING_PRESETS as readonly unknown[]).includes(value))
          ctx.addIssue({ code: 'custom', path: [key], message: `must be one of ${MAPPING_PRESETS.join(', ')}` });
      } else if (key === 'itemElement') {
        if (typeof value !== 'string' || !/^[A-Za-z_][\w.:-]{0,99}$/.test(value))
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be an XML element name' });
      } else if (key === 'categories') {
        const ok =
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.values(value).every((v) => typeof v === 'string' && v.length <= 100);
        if (!ok) ctx.addIssue({ code: 'custom', path: [key], message: 'must map feed categories to product type slugs' });
      } else if (typeof value !== 'string' || !(MAPPING_TARGETS as readonly string[]).includes(value)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `must name a product field (${MAPPING_TARGETS.join(', ')})` });
      }
    }
  });

/** Sub-id parameter: a query parameter name. */
const subIdParamSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,39}$/, 'must be a query parameter name')
    .nullable()
    .optional(),
);

/** The sub-id parameter a known network reads its click id from. */
export function defaultSubIdParam(affiliateNetwork: string | null | undefined): string | null {
  const network = (affiliateNetwork ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (network === '') return 'subid';
  if (network.startsWith('awin')) return 'clickref';
  if (network === 'cj' || network.startsWith('cjaffiliate') || network.startsWith('commissionjunction')) return 'sid';
  if (network.startsWith('tradetracker')) return 'r';
  if (network.startsWith('tradedoubler')) return 'epi';
  return null;
}

const merchantFields = {
  name: z.string().trim().min(1, 'is required').max(200),
  description: optionalText(2000),
  website: optionalUrl,
  affiliateNetwork: optionalText(100),
  feedUrl: optionalUrl,
  feedAuth: feedAuthSchema.optional(),
  mappingConfig: mappingConfigSchema.optional(),
  defaultCurrency: z.enum(MERCHANT_CURRENCIES).optional(),
  /** The language the feed's titles and texts are written in. */
  feedLanguage: z.enum(LANGUAGE_CODES).optional(),
  /** Shipping per country for rows whose feed sends none (minor units); a country absent is not served. */
  defaultShippingMinor: shippingTableSchema.optional(),
  isActive: z.boolean().optional(),
  feedFormat: z.enum(FEED_FORMATS).optional(),
  syncIntervalHours: z.number().int().min(1).max(24 * 7).nullable().optional(),
  commissionRate: decimal(100),
  earningsPerClick: decimal(1000),
  subIdParam: subIdParamSchema,
};

function requireSubIdForUnknownNetwork(value: { affiliateNetwork?: string | null; subIdParam?: string | null }, ctx: z.RefinementCtx) {
  if (value.subIdParam) return;
  if (value.affiliateNetwork !== undefined && defaultSubIdParam(value.affiliateNetwork) === null)
    ctx.addIssue({
      code: 'custom',
      path: ['subIdParam'],
      message: `is required for affiliate network '${value.affiliateNetwork}' (known: Awin, CJ, TradeTracker, Tradedoubler)`,
    });
}

/** POST /api/merchants (spec §7); unknown fields are refused so typos don't pass silently. */
export const merchantCreateSchema = z.object(merchantFields).strict().superRefine(requireSubIdForUnknownNetwork);
export type MerchantCreateInput = z.input<typeof merchantCreateSchema>;
export type MerchantCreate = z.output<typeof merchantCreateSchema>;

/** PUT /api/merchants/:id: the same fields, each optional; a masked feedAuth keeps the stored secret. */
export const merchantUpdateSchema = z
  .object({ ...merchantFields, name: merchantFields.name.optional() })
  .strict()
  .superRefine(requireSubIdForUnknownNetwork);
export type MerchantUpdateInput = z.input<typeof merchantUpdateSchema>;
export type MerchantUpdate = z.output<typeof merchantUpdateSchema>;

export const merchantIdSchema = z.uuid({ message: 'must be a merchant id (UUID)' });

export const merchantIdPayload = z.object({ id: merchantIdSchema });
export type MerchantIdPayload = z.infer<typeof merchantIdPayload>;

export const merchantUpdatePayload = z.object({ id: merchantIdSchema, changes: merchantUpdateSchema });
export type MerchantUpdatePayload = z.input<typeof merchantUpdatePayload>;

/** A saved merchant's feed ({ id }) or an unsaved form's values ({ merchant }). */
export const feedTestPayload = z.union([
  z.object({ id: merchantIdSchema }).strict(),
  z.object({ merchant: merchantCreateSchema }).strict(),
]);
export type FeedTestPayload = z.input<typeof feedTestPayload>;

/** A run of the merchant's feed URL, or ('upload') of a file uploaded before with feedUploadBegin/Chunk. */
export const ingestStartPayload = z
  .object({
    merchantId: merchantIdSchema,
    trigger: z.enum(['manual', 'schedule', 'upload']).default('manual'),
    uploadId: z.uuid().optional(),
  })
  .refine((payload) => (payload.trigger === 'upload') === (payload.uploadId !== undefined), {
    path: ['uploadId'],
    message: "is given with trigger 'upload' and only then",
  });
export type IngestStartPayload = z.input<typeof ingestStartPayload>;

export const ingestCancelPayload = z.object({ merchantId: merchantIdSchema });
export type IngestCancelPayload = z.infer<typeof ingestCancelPayload>;

export const ingestLogsQuerySchema = z.object({
  merchantId: merchantIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Each merchant's newest log only (the merchant cards' last sync), however long ago it ran. */
  latestPerMerchant: z.union([z.boolean(), z.stringbool()]).default(false),
});
export type IngestLogsQuery = z.input<typeof ingestLogsQuerySchema>;

export const MerchantsErrorCodes = {
  notFound: 'MERCHANTS.NOT_FOUND',
  ingestRunning: 'MERCHANTS.INGEST_RUNNING',
  noActiveRun: 'MERCHANTS.NO_ACTIVE_RUN',
  noFeedUrl: 'MERCHANTS.NO_FEED_URL',
  inactive: 'MERCHANTS.INACTIVE',
  uploadNotFound: 'MERCHANTS.UPLOAD_NOT_FOUND',
  uploadTooLarge: 'MERCHANTS.UPLOAD_TOO_LARGE',
  uploadOutOfOrder: 'MERCHANTS.UPLOAD_OUT_OF_ORDER',
  uploadEmpty: 'MERCHANTS.UPLOAD_EMPTY',
} as const;

/**
 * What a subscriber reads from `merchant.changed` (catalog: name and isActive). Other fields pass
 * through, so a newer merchants service can add some without breaking older subscribers.
 */
export const merchantChangedEventSchema = z.object({
  merchant: z.looseObject({ id: z.uuid(), name: z.string().min(1), isActive: z.boolean() }),
});
