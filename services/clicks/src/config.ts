import { loadConfigOrExit, serviceEnvSchema } from '@lumina/platform';
import type { z } from 'zod';

export const clicksEnvSchema = serviceEnvSchema.extend({ HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8085) });

export type ClicksConfig = z.infer<typeof clicksEnvSchema>;

export const loadClicksConfig = (): ClicksConfig => loadConfigOrExit(clicksEnvSchema, 'clicks');
