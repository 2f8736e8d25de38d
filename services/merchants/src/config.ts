import { FEED_MAX_BYTES_DEFAULT, PRODUCT_WRITE_BATCH_MAX_ROWS } from '@lumina/contracts';
import { databaseEnvSchema, demoSeedEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@lumina/platform';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { FEED_RECORD_LIMITS_DEFAULT } from './feeds/record-limits';

/**
 * Development and test only: a key derived from a fixed, public phrase, so a fresh `npm start` works
 * without setup. Anyone can derive it, which is why production refuses to start without its own.
 */
export const DEVELOPMENT_SECRET_KEY = createHash('sha256').update('lumina development feed-auth key (not secret)').digest();

const hostList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host.length > 0),
  );

export const merchantsEnvSchema = serviceEnvSchema
  .extend({
    HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8084),
    /** 32 bytes, base64 or hex: encrypts feed credentials at rest (AES-256-GCM). Required in production. */
    MERCHANTS_SECRET_KEY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === '') return undefined;
        const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
        if (key.length !== 32) {
          ctx.addIssue({ code: 'custom', message: 'must be 32 bytes as 64 hex digits or base64' });
          return z.NEVER;
        }
        return key;
      }),
    /**
     * Feed hosts allowed to resolve to private or loopback addresses (host or host:port, comma
     * separated). Empty in production; development and tests list the local demo feed host only.
     */
    FEED_ALLOWED_HOSTS: hostList,
    FEED_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    FEED_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    /** Longest silence between two chunks of a feed body (a trickling server is cut off). */
    FEED_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    /** Longest a whole download may take. */
    FEED_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
    /** Bytes on the wire (compressed), of a fetched feed and of an uploaded file alike (the BFF reads it too). */
    FEED_MAX_BYTES: z.coerce.number().int().min(1024).default(FEED_MAX_BYTES_DEFAULT),
    /** Bytes after gzip/zip decompression (a zip bomb stops here). */
    FEED_MAX_DECOMPRESSED_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024 * 1024),
    /** Bytes of one field of a feed item; an item with a longer one is rejected (the run goes on). */
    FEED_MAX_FIELD_BYTES: z.coerce.number().int().min(256).default(FEED_RECORD_LIMITS_DEFAULT.maxFieldBytes),
    /** Bytes of one feed item (a CSV row, an XML item); a longer one is rejected and skipped without being held in memory. */
    FEED_MAX_RECORD_BYTES: z.coerce.number().int().min(1024).default(FEED_RECORD_LIMITS_DEFAULT.maxRecordBytes),
    INGEST_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** Rows per write message to catalog (1 is the naive baseline of bench/ingest). */
    INGEST_BATCH_ROWS: z.coerce.number().int().min(1).max(PRODUCT_WRITE_BATCH_MAX_ROWS).default(PRODUCT_WRITE_BATCH_MAX_ROWS),
    /** Write messages of one run outstanding at once while its feed is read on. */
    INGEST_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(8).default(4),
    /** Where the launcher serves the demo merchants' feeds (their feedUrl starts with it). */
    DEMO_FEED_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  })
  .extend(databaseEnvSchema.shape)
  // Seeds the six demo merchants when the table is empty (never in production: their feeds are the launcher's).
  .extend(demoSeedEnvSchema.shape)
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.MERCHANTS_SECRET_KEY === undefined)
      ctx.addIssue({ code: 'custom', path: ['MERCHANTS_SECRET_KEY'], message: 'is required in production' });
  });

export type MerchantsConfig = z.infer<typeof merchantsEnvSchema>;

export const loadMerchantsConfig = (): MerchantsConfig => loadConfigOrExit(merchantsEnvSchema, 'merchants');

/** The key that encrypts feed credentials: the configured one, or the development key outside production. */
export function feedSecretKey(config: Pick<MerchantsConfig, 'MERCHANTS_SECRET_KEY'>): Buffer {
  return config.MERCHANTS_SECRET_KEY ?? DEVELOPMENT_SECRET_KEY;
}

/**
 * Worker settings the @Processor decorator needs when the class is defined (before Nest injects
 * config): read here, where the environment is read, with the same defaults.
 */
export function ingestWorkerOptions(): { concurrency: number; lockDuration: number; stalledInterval: number } {
  const parsed = z
    .object({
      INGEST_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
      /** A killed worker's run is picked up again after about this long. */
      INGEST_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    })
    .safeParse(process.env);
  const { concurrency, lockDuration } = parsed.success
    ? { concurrency: parsed.data.INGEST_CONCURRENCY, lockDuration: parsed.data.INGEST_LOCK_MS }
    : { concurrency: 2, lockDuration: 30_000 };
  // Stalled runs (a dead worker's) are looked for as often as a lock can expire.
  return { concurrency, lockDuration, stalledInterval: lockDuration };
}
