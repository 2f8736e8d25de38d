import { loadConfigOrExit, serviceEnvSchema } from '@lumina/platform';
import type { z } from 'zod';

export const ordersEnvSchema = serviceEnvSchema.extend({ HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8083) });

export type OrdersConfig = z.infer<typeof ordersEnvSchema>;

export const loadOrdersConfig = (): OrdersConfig => loadConfigOrExit(ordersEnvSchema, 'orders');
