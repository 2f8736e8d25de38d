import { databaseEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@lumina/platform';
import { z } from 'zod';

export const cartEnvSchema = serviceEnvSchema
  .extend({
    HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8082),
    /**
     * How long a cart read waits for catalog's prices before showing the kept ones: a slow
     * catalogue must not make the cart (and the header badge) hang for the full RPC timeout.
     */
    CATALOG_CHECK_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2000),
  })
  .extend(databaseEnvSchema.shape);

export type CartConfig = z.infer<typeof cartEnvSchema>;

export const loadCartConfig = (): CartConfig => loadConfigOrExit(cartEnvSchema, 'cart');
