import { z } from 'zod';

/** The BFF's click-tracking and revenue settings (README, docs/adr-008-clicks.md). */
export const clicksBffEnvSchema = z.object({
  /**
   * Secret the visitor hash is salted with (rotated daily from it). Required in production (bff
   * config.ts); elsewhere clickHashSecret's development value keeps `npm start` working.
   */
  CLICK_HASH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The sub-id parameter when a merchant has none or the merchants service cannot be reached. */
  CLICK_DEFAULT_SUBID_PARAM: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,39}$/, 'must be a query parameter name')
    .default('clickref'),
  /** How long the redirect reuses a product's deep link (and a 'not found') before asking catalog again. */
  CLICK_TARGET_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** How often merchants' sub-id parameters and earnings per click are refreshed. */
  CLICK_MERCHANTS_REFRESH_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Revenue estimate default (no earningsPerClick): commission × this average order value (EUR) × conversion. */
  CLICK_DEFAULT_ORDER_VALUE_EUR: z.coerce.number().positive().max(100_000).default(120),
  CLICK_DEFAULT_CONVERSION_RATE: z.coerce.number().positive().max(1).default(0.02),
  /** Commission (percent) assumed for a merchant without one. */
  CLICK_DEFAULT_COMMISSION_PCT: z.coerce.number().min(0).max(100).default(5),
});

export type ClicksBffConfig = z.infer<typeof clicksBffEnvSchema>;

const DEVELOPMENT_CLICK_HASH_SECRET = 'lumina-development-click-salt';

/** The visitor-hash secret: the configured one, or a public development value outside production. */
export function clickHashSecret(config: Pick<ClicksBffConfig, 'CLICK_HASH_SECRET'>): string {
  return config.CLICK_HASH_SECRET ?? DEVELOPMENT_CLICK_HASH_SECRET;
}
