/**
 * Lumina's processes as the code defines them: each one's config schema (the only names and values
 * it reads from its environment) and its health endpoints. Manifests and compose are checked
 * against these, never against a second list.
 */
import { HEALTH_PATHS } from '@lumina/platform';
import { z } from 'zod';
/* eslint-disable @nx/enforce-module-boundaries -- the checks hold manifests to each process's own config schema and paths (tests only, never shipped) */
import { bffEnvSchema } from '../../bff/src/config';
import { API_PREFIX } from '../../bff/src/http/api-prefix';
import { cartEnvSchema } from '../../services/cart/src/config';
import { catalogEnvSchema } from '../../services/catalog/src/config';
import { clicksEnvSchema } from '../../services/clicks/src/config';
import { merchantsEnvSchema } from '../../services/merchants/src/config';
import { ordersEnvSchema } from '../../services/orders/src/config';
import { alertsEnvSchema } from '../../services/alerts/src/config';
/* eslint-enable @nx/enforce-module-boundaries */
import { MERCHANTS_HEAP_MB, withHeapCap } from '../local/system';
import { parseImage } from './kustomize';

type EnvSchema = z.ZodObject<z.ZodRawShape>;

export const SERVICE_SCHEMAS = {
  catalog: catalogEnvSchema,
  cart: cartEnvSchema,
  orders: ordersEnvSchema,
  merchants: merchantsEnvSchema,
  clicks: clicksEnvSchema,
  alerts: alertsEnvSchema,
} as const satisfies Record<string, EnvSchema>;

export const PROCESS_SCHEMAS: Record<LuminaProcess, EnvSchema> = { ...SERVICE_SCHEMAS, bff: bffEnvSchema };

export type ServiceProcess = keyof typeof SERVICE_SCHEMAS;
export type LuminaProcess = ServiceProcess | 'bff';

export const isService = (process: LuminaProcess): process is ServiceProcess => process in SERVICE_SCHEMAS;

/** The process an image runs: `lumina/<process>` under any registry, or none for third-party images. */
export function processOfImage(image: string): LuminaProcess | undefined {
  const match = /(?:^|\/)lumina\/([a-z]+)$/.exec(parseImage(image).name);
  return match && match[1] in PROCESS_SCHEMAS ? (match[1] as LuminaProcess) : undefined;
}

/**
 * What Node itself reads, beside the process's own settings: only the merchants worker's heap cap,
 * exactly as the launcher sets it (infra/local/system.ts), so compose and k8s cannot drift from it.
 */
function runtimeSetting(process: LuminaProcess, name: string): z.ZodType | undefined {
  if (name === 'NODE_OPTIONS' && process === 'merchants') return z.literal(withHeapCap(undefined, MERCHANTS_HEAP_MB));
  return undefined;
}

/** The schema of one setting of a process (or of the Node runtime under it), if it has that setting. */
export function settingOf(process: LuminaProcess, name: string): z.ZodType | undefined {
  return (PROCESS_SCHEMAS[process].shape[name] as z.ZodType | undefined) ?? runtimeSetting(process, name);
}

/** A setting's effective value: the given one, or the schema's default. Throws if it does not parse. */
export function effective(process: LuminaProcess, name: string, given: string | undefined): unknown {
  const field = settingOf(process, name);
  if (!field) throw new Error(`${process} has no setting ${name}`);
  return field.parse(given);
}

export interface HealthEndpoints {
  /** The setting whose value is the probes' port. */
  portSetting: 'HEALTH_PORT' | 'PORT';
  /** The setting of the interface it listens on, which the kubelet must reach. */
  hostSetting: 'HEALTH_HOST' | 'HOST';
  live: string;
  ready: string;
}

/** Services answer probes on their management listener; the BFF on its public port under /api. */
export function healthEndpoints(process: LuminaProcess): HealthEndpoints {
  if (isService(process))
    return {
      portSetting: 'HEALTH_PORT',
      hostSetting: 'HEALTH_HOST',
      live: HEALTH_PATHS.live,
      ready: HEALTH_PATHS.ready,
    };
  return {
    portSetting: 'PORT',
    hostSetting: 'HOST',
    live: `/${API_PREFIX}${HEALTH_PATHS.live}`,
    ready: `/${API_PREFIX}${HEALTH_PATHS.ready}`,
  };
}
