import { z } from 'zod';

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

/** Variables every process reads. Only `config/` touches `process.env`. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
  KEY_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lower-case letters, digits, - and _ only')
    .default('lumina'),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  RPC_CLAIM_IDLE_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
});

export const databaseEnvSchema = z.object({
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://postgres@127.0.0.1:5432/lumina'),
  MIGRATIONS_RUN: booleanFromEnv.default(true),
});

export const searchEnvSchema = z.object({
  MEILI_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:7700'),
  MEILI_MASTER_KEY: z.string().min(1).optional(),
});

export const serviceEnvSchema = baseEnvSchema.extend({
  HEALTH_PORT: port,
  HEALTH_HOST: z.string().default('127.0.0.1'),
});

export { booleanFromEnv, port as portSchema };

/**
 * Parses `env` with `schema`, collecting every problem so an operator fixes them in one go.
 * Secrets are never echoed: only variable names and what is wrong with them.
 */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
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
