import { loadConfigOrExit, serviceEnvSchema } from '@lumina/platform';
import type { z } from 'zod';

export const cartEnvSchema = serviceEnvSchema.extend({ HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8082) });

export type CartConfig = z.infer<typeof cartEnvSchema>;

export const loadCartConfig = (): CartConfig => loadConfigOrExit(cartEnvSchema, 'cart');
