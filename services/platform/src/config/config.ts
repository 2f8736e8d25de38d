import { z } from 'zod';
import { PROCESS_ROLES } from '../bootstrap/process-role';

/** Thrown when the environment does not satisfy an app's schema; names every bad variable at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const port = z.coerce.number().int().min(1).max(65535);

/** `host:port,host:port` (IPv6 in brackets: `[::1]:26379`) → addresses; empty means none. */
const sentinelList = z.string().transform((value, ctx) => {
  const addresses = [];
  const items = value.split(',').map((part) => part.trim()).filter(Boolean);
  for (const [index, item] of items.entries()) {
    const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(item);
    const portNumber = Number(match?.[3]);
    if (!match || portNumber < 1 || portNumber > 65535) {
      ctx.addIssue({ code: 'custom', message: `entry ${index + 1} is not host:port` });
      return z.NEVER;
    }
    addresses.push({ host: match[1] ?? match[2], port: portNumber });
  }
  return addresses;
});

/** Variables every process reads. Only `config/` touches `process.env`. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
  /**
   * Redis through Sentinel: the Sentinels (`host:port`, comma separated) and the name they monitor
   * the primary under, set together. REDIS_URL then gives only the user, password, database and TLS.
   */
  REDIS_SENTINELS: sentinelList.optional(),
  REDIS_SENTINEL_NAME: z.string().regex(/^[\w.-]+$/, 'letters, digits, ., _ and - only').optional(),
  KEY_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lower-case letters, digits, - and _ only')
    .default('lumina'),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  RPC_CLAIM_IDLE_MS: z.coerce.number().int().min(100).max(600_000).default(1500),
  /**
   * Replicas an outbox event must reach (Redis WAIT) before it counts as sent; 0 when Redis has no
   * replicas. Set it to 1 with Sentinel or a managed primary/replica pair.
   */
  REDIS_MIN_REPLICAS: z.coerce.number().int().min(0).max(10).default(0),
  /** Handlers one replica runs at once (transport concurrency). */
  RPC_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(64),
  /** Messages one XREADGROUP reads at most; KEDA's pending count under-reports by up to this per replica. */
  RPC_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(64),
});

export const databaseEnvSchema = z.object({
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://postgres@127.0.0.1:5432/lumina'),
  MIGRATIONS_RUN: booleanFromEnv.default(true),
  /** Connections one replica's pool holds at most: size PostgreSQL's max_connections for the sum. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
});

/**
 * The pool size for `buildDataSourceOptions`, read here because only config/ reads the
 * environment, and because data sources are also built by migrate.ts, outside Nest.
 */
export function databasePoolSize(env: NodeJS.ProcessEnv = process.env): number {
  return parseEnv(databaseEnvSchema.pick({ DATABASE_POOL_SIZE: true }), env).DATABASE_POOL_SIZE;
}

export const searchEnvSchema = z.object({
  MEILI_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:7700'),
  MEILI_MASTER_KEY: z.string().min(1).optional(),
});

export const serviceEnvSchema = baseEnvSchema.extend({
  HEALTH_PORT: port,
  HEALTH_HOST: z.string().default('127.0.0.1'),
  /** `api` (request and event handlers), `worker` (BullMQ workers) or `all` (both): see process-role.ts. */
  LUMINA_ROLE: z.enum(PROCESS_ROLES).default('all'),
});

/**
 * `SEED_DEMO` unset means "seed in development only": a production or test process never fills a
 * store with demo data unless asked to (the launcher asks for it in `npm start`).
 */
export const demoSeedEnvSchema = z.object({ SEED_DEMO: booleanFromEnv.optional() });

export function seedsDemo(config: { NODE_ENV: string; SEED_DEMO?: boolean }): boolean {
  return config.SEED_DEMO ?? config.NODE_ENV === 'development';
}

export { booleanFromEnv, port as portSchema };

/**
 * The Sentinel pair is checked here rather than by a schema refinement: zod refuses to extend (and
 * override HEALTH_PORT in) an object schema that carries one, and every app extends the base.
 */
function sentinelSettingsProblems(config: Record<string, unknown>): string[] {
  const sentinels = config.REDIS_SENTINELS as unknown[] | undefined;
  const hasSentinels = sentinels !== undefined && sentinels.length > 0;
  if (hasSentinels && config.REDIS_SENTINEL_NAME === undefined)
    return ['REDIS_SENTINEL_NAME: is required when REDIS_SENTINELS is set (the master name the Sentinels monitor)'];
  if (!hasSentinels && config.REDIS_SENTINEL_NAME !== undefined)
    return ['REDIS_SENTINELS: is required when REDIS_SENTINEL_NAME is set'];
  return [];
}

/**
 * Parses `env` with `schema`, collecting every problem so an operator fixes them in one go.
 * Secrets are never echoed: only variable names and what is wrong with them.
 */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) {
    const problems = sentinelSettingsProblems(result.data as Record<string, unknown>);
    if (problems.length > 0) throw new ConfigError(problems);
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(root)';
    const missing = issue.code === 'invalid_type' && env[name] === undefined;
    return missing ? `${name}: is required but not set` : `${name}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/** For `main.ts`: parse or print the problems and stop the process. */
export function loadConfigOrExit<S extends z.ZodType>(schema: S, appName: string): z.infer<S> {
  try {
    return parseEnv(schema, process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${appName}: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
