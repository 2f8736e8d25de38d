import { baseEnvSchema, loadConfigOrExit, portSchema, searchEnvSchema } from '@lumina/platform';
import { resolve } from 'node:path';
import { z } from 'zod';

export const bffEnvSchema = baseEnvSchema.extend(searchEnvSchema.shape).extend({
  PORT: portSchema.default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** The built SPA; the BFF serves it with history fallback so one port is the whole product. */
  WEB_DIST: z.string().default(resolve(__dirname, '../../web/dist')),
  /** The web app's server renderer (web/src/entry-server.tsx built); without it pages render in the browser. */
  WEB_SERVER_ENTRY: z.string().default(resolve(__dirname, '../../web/dist-server/entry-server.js')),
  /** The shop's public origin for absolute links in rendered pages (JSON-LD); else the request's Host. */
  PUBLIC_ORIGIN: z.url().optional(),
  /**
   * Port of the management listener (/metrics, /health/live, /health/ready) apart from the public
   * one. When set, /api/metrics answers 404 so metrics never leave through the Ingress.
   */
  MANAGEMENT_PORT: portSchema.optional(),
  MANAGEMENT_HOST: z.string().default('127.0.0.1'),
});

export type BffConfig = z.infer<typeof bffEnvSchema>;

export const loadBffConfig = (): BffConfig => loadConfigOrExit(bffEnvSchema, 'bff');
