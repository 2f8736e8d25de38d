import { FEED_MAX_BYTES_DEFAULT } from '@lumina/contracts';
import { baseEnvSchema, booleanFromEnv, databaseEnvSchema, loadConfigOrExit, portSchema, searchEnvSchema } from '@lumina/platform';
import { resolve } from 'node:path';
import { z } from 'zod';
import { clicksBffEnvSchema } from './clicks/clicks.config';
import { edgeEnvSchema } from './http/edge.config';

/** A duration in seconds: `43200`, or with a unit: `90s`, `30m`, `12h`, `1d`. */
const durationSeconds = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d+)\s*(s|m|h|d)?$/.exec(value.trim());
      const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[(match?.[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
      const seconds = match ? Number(match[1]) * unit : NaN;
      if (!Number.isFinite(seconds) || seconds < 1) {
        ctx.addIssue({ code: 'custom', message: 'a duration such as 43200, 30m or 12h' });
        return z.NEVER;
      }
      return seconds;
    });

export const bffEnvSchema = baseEnvSchema
  .extend(searchEnvSchema.shape)
  .extend(databaseEnvSchema.shape)
  .extend({
    PORT: portSchema.default(8080),
    HOST: z.string().default('0.0.0.0'),
    /** The built SPA; the BFF serves it with history fallback so one port is the whole product. */
    WEB_DIST: z.string().default(resolve(__dirname, '../../web/dist')),
    /** The web app's server renderer (web/src/entry-server.tsx built); without it pages render in the browser. */
    WEB_SERVER_ENTRY: z.string().default(resolve(__dirname, '../../web/dist-server/entry-server.js')),
    /** The shop's public origin for absolute links in rendered pages (JSON-LD); else the request's Host. */
    PUBLIC_ORIGIN: z.url().optional(),
    /** Admin sessions: absolute lifetime and idle timeout (ARCHITECTURE §12). */
    ADMIN_SESSION_TTL: durationSeconds('12h'),
    ADMIN_SESSION_IDLE: durationSeconds('30m'),
    /** When both are set, this admin exists after start (created, or its password reset). */
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'at least 12 characters').max(256).optional(),
    /** Where development's generated first admin is written (mode 600); default `<LUMINA_DATA_DIR or .data>/admin-credentials`. */
    ADMIN_CREDENTIALS_FILE: z.string().optional(),
    LUMINA_DATA_DIR: z.string().optional(),
    /**
     * Port of the management listener (/metrics, /health/live, /health/ready) apart from the public
     * one. When set, /api/metrics answers 404 so metrics never leave through the Ingress.
     */
    MANAGEMENT_PORT: portSchema.optional(),
    MANAGEMENT_HOST: z.string().default('127.0.0.1'),
    /** Largest uploaded feed file (admin 'Import CSV'): the merchants service's cap on a fetched feed, same variable. */
    FEED_MAX_BYTES: z.coerce.number().int().min(1024).default(FEED_MAX_BYTES_DEFAULT),
    /** Swagger UI at /api/docs and its JSON at /api/docs-json; default on except in production. */
    API_DOCS: booleanFromEnv.optional(),
  })
  .extend(clicksBffEnvSchema.shape)
  .extend(edgeEnvSchema.shape)
  .superRefine((config, ctx) => {
    if ((config.ADMIN_EMAIL === undefined) !== (config.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all' });
    }
    if (config.ADMIN_SESSION_IDLE > config.ADMIN_SESSION_TTL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_SESSION_IDLE'], message: 'must not exceed ADMIN_SESSION_TTL' });
    }
    // The development value is public: visitor hashes made with it could be reversed by anyone.
    if (config.NODE_ENV === 'production' && config.CLICK_HASH_SECRET === undefined)
      ctx.addIssue({ code: 'custom', path: ['CLICK_HASH_SECRET'], message: 'is required in production' });
  });

export type BffConfig = z.infer<typeof bffEnvSchema>;

export const loadBffConfig = (): BffConfig => loadConfigOrExit(bffEnvSchema, 'bff');

/** Whether /api/docs is served: API_DOCS when set, else everywhere but production. */
export function servesApiDocs(config: Pick<BffConfig, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return config.API_DOCS ?? config.NODE_ENV !== 'production';
}

/** The file development's generated first admin is kept in. */
export function adminCredentialsFile(config: BffConfig): string {
  if (config.ADMIN_CREDENTIALS_FILE) return resolve(config.ADMIN_CREDENTIALS_FILE);
  const dataDir = config.LUMINA_DATA_DIR ? resolve(resolve(__dirname, '../..'), config.LUMINA_DATA_DIR) : resolve(__dirname, '../../.data');
  return resolve(dataDir, 'admin-credentials');
}
