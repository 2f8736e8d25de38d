import { booleanFromEnv, databaseEnvSchema, loadConfigOrExit, searchEnvSchema, serviceEnvSchema } from '@lumina/platform';
import type { z } from 'zod';

export const catalogEnvSchema = serviceEnvSchema
  .extend({ HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8081), SEED_DEMO: booleanFromEnv.default(true) })
  .extend(databaseEnvSchema.shape)
  .extend(searchEnvSchema.shape);

export type CatalogConfig = z.infer<typeof catalogEnvSchema>;

export const loadCatalogConfig = (): CatalogConfig => loadConfigOrExit(catalogEnvSchema, 'catalog');
