import { loadConfigOrExit, serviceEnvSchema } from '@lumina/platform';
import type { z } from 'zod';

export const merchantsEnvSchema = serviceEnvSchema.extend({ HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8084) });

export type MerchantsConfig = z.infer<typeof merchantsEnvSchema>;

export const loadMerchantsConfig = (): MerchantsConfig => loadConfigOrExit(merchantsEnvSchema, 'merchants');
