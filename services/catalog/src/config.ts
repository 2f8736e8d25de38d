import { databaseEnvSchema, demoSeedEnvSchema, loadConfigOrExit, searchEnvSchema, serviceEnvSchema } from '@lumina/platform';
import { z } from 'zod';

export const catalogEnvSchema = serviceEnvSchema
  .extend({
    HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8081),
    /** How often counted product views are written to the database. */
    VIEW_FLUSH_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    /** How long product pages and the featured shelf are served from memory; 0 turns that off. */
    PRODUCT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    /** How long a listing waits for Meilisearch before it answers from PostgreSQL instead. */
    SEARCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1000),
    /** After Meilisearch failed, how long listings go straight to PostgreSQL before trying it again. */
    SEARCH_RETRY_AFTER_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** How long a listing's facet counts are reused for the same term and filters (0: never). */
    SEARCH_FACET_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** The shop's public origin: the sitemaps' addresses are absolute on it (the BFF's PUBLIC_ORIGIN). */
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
    /** How long after a catalogue change the sitemaps are rebuilt: changes within it share one build. */
    SITEMAP_REBUILD_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /** How long offers' price events and the daily rollup are kept (two years by default). */
    PRICE_HISTORY_RETENTION_DAYS: z.coerce.number().int().min(31).max(3650).default(730),
    /** How often today's rollup and the reductions it decides are recomputed. */
    PRICE_ROLLUP_INTERVAL_MS: z.coerce.number().int().min(10_000).max(86_400_000).default(900_000),
  })
  .extend(databaseEnvSchema.shape)
  .extend(searchEnvSchema.shape)
  .extend(demoSeedEnvSchema.shape);

export type CatalogConfig = z.infer<typeof catalogEnvSchema>;

/** Injection token for the parsed CatalogConfig (provided globally by CatalogModule). */
export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');

export const loadCatalogConfig = (): CatalogConfig => loadConfigOrExit(catalogEnvSchema, 'catalog');
