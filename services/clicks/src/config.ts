import { databaseEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@lumina/platform';
import { z } from 'zod';

export const clicksEnvSchema = serviceEnvSchema
  .extend({
    HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8085),
    /** At most this many click events are written in one transaction. */
    CLICK_BATCH_MAX: z.coerce.number().int().min(1).max(5000).default(1000),
    /**
     * After a batch smaller than CLICK_BATCH_MAX, wait this long before reading again, so a steady
     * trickle is written in a few large transactions instead of hundreds of tiny ones (clicks only
     * need to reach the dashboard within a minute; the CPU is shared with the redirect).
     */
    CLICK_BATCH_LINGER_MS: z.coerce.number().int().min(0).max(10_000).default(250),
    /** The same visitor on the same product within this many minutes counts once. */
    CLICK_DEDUPE_WINDOW_MIN: z.coerce.number().int().min(1).max(1440).default(30),
    /** Raw clicks are deleted after this many days; daily rollups are kept for ever. */
    CLICK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** How often changed click counts are sent to catalog (at most once a minute by default). */
    CLICK_COUNTS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  })
  .extend(databaseEnvSchema.shape);

export type ClicksConfig = z.infer<typeof clicksEnvSchema>;

export const CLICKS_CONFIG = Symbol('CLICKS_CONFIG');

export const loadClicksConfig = (): ClicksConfig => loadConfigOrExit(clicksEnvSchema, 'clicks');
