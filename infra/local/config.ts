import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseReplicas, type Replicas } from './replicas';
import { DEFAULT_BFF_PORT, DEFAULT_DATABASE_URL, DEFAULT_MEILI_URL, DEFAULT_REDIS_URL } from './defaults';

/**
 * The one place the launcher reads process.env (start.ts, migrate.ts, later reindex.ts). The
 * variables the services read are validated again by the services; we check what we use ourselves
 * and list every problem at once, naming variables but never echoing their values.
 */
export interface LocalConfig {
  rootDir: string;
  /** LUMINA_DATA_DIR, default `<root>/.data`: embedded servers' data, logs and the pidfile. */
  dataDir: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  meiliUrl: string;
  meiliMasterKey?: string;
  /** MEILI_BIN: a meilisearch binary to use instead of the optional package's. */
  meiliBin?: string;
  /** MEILI_MAX_INDEXING_MEMORY: the indexing memory of a Meilisearch the launcher starts. */
  meiliMaxIndexingMemory: string;
  keyPrefix: string;
  nodeEnv: string;
  logLevel: string;
  migrationsRun: string;
  seedDemo: string;
  /** LUMINA_LOG_DIR: write each process's output to `<dir>/<name>.log` instead of the console. */
  logDir?: string;
  /** LUMINA_START_TIMEOUT_MS: how long services may take to become healthy (migrations and seed included). */
  startTimeoutMs: number;
  /** LUMINA_REPLICAS=catalog=3,cart=2,bff=2: copies of a service or the BFF (1 each otherwise). */
  replicas: Replicas;
}

export class LocalConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'LocalConfigError';
  }
}

const NODE_ENVS = ['development', 'production', 'test'];
const BOOLEANS = ['true', 'false'];

export function readLocalConfig(
  env: NodeJS.ProcessEnv = process.env,
  rootDir = findRootDir(__dirname),
): LocalConfig {
  const problems: string[] = [];
  const text = (name: string, fallback: string) => env[name] || fallback;
  const url = (name: string, fallback: string, protocols: string[]) => {
    const value = text(name, fallback);
    let protocol: string | undefined;
    try {
      protocol = new URL(value).protocol.replace(/:$/, '');
    } catch {
      problems.push(`${name}: is not a valid URL`);
    }
    if (protocol && !protocols.includes(protocol))
      problems.push(`${name}: must be a ${protocols.join('/')} URL`);
    return value;
  };
  const oneOf = (name: string, fallback: string, allowed: string[]) => {
    const value = text(name, fallback);
    if (!allowed.includes(value)) problems.push(`${name}: must be one of ${allowed.join(', ')}`);
    return value;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push(`${name}: must be an integer from ${min} to ${max}`);
    return value;
  };

  const byteSize = (name: string, fallback: string) => {
    const value = text(name, fallback);
    if (!BYTE_SIZE.test(value)) problems.push(`${name}: must be a size such as 512MiB or 2GiB`);
    return value;
  };

  const replicas = parseReplicas(env.LUMINA_REPLICAS ?? '');
  problems.push(...replicas.problems.map((problem) => `LUMINA_REPLICAS: ${problem}`));

  const config: LocalConfig = {
    rootDir,
    dataDir: resolve(rootDir, text('LUMINA_DATA_DIR', '.data')),
    port: integer('PORT', DEFAULT_BFF_PORT, 1, 65535),
    databaseUrl: url('DATABASE_URL', DEFAULT_DATABASE_URL, ['postgres', 'postgresql']),
    redisUrl: url('REDIS_URL', DEFAULT_REDIS_URL, ['redis', 'rediss']),
    meiliUrl: url('MEILI_URL', DEFAULT_MEILI_URL, ['http', 'https']),
    meiliMasterKey: env.MEILI_MASTER_KEY || undefined,
    meiliBin: meiliBinFromEnv(env),
    meiliMaxIndexingMemory: byteSize('MEILI_MAX_INDEXING_MEMORY', DEFAULT_MEILI_MAX_INDEXING_MEMORY),
    keyPrefix: text('KEY_PREFIX', 'lumina'),
    nodeEnv: oneOf('NODE_ENV', 'development', NODE_ENVS),
    logLevel: text('LOG_LEVEL', 'info'),
    migrationsRun: oneOf('MIGRATIONS_RUN', 'true', BOOLEANS),
    seedDemo: oneOf('SEED_DEMO', 'true', BOOLEANS),
    logDir: env.LUMINA_LOG_DIR ? resolve(rootDir, env.LUMINA_LOG_DIR) : undefined,
    startTimeoutMs: integer('LUMINA_START_TIMEOUT_MS', 180_000, 1000, 3_600_000),
    replicas: replicas.replicas,
  };
  if (problems.length > 0) throw new LocalConfigError(problems);
  return config;
}

/** The environment every Lumina process gets from the launcher (URLs possibly replaced by ours). */
export function systemEnv(
  config: LocalConfig,
  urls: { databaseUrl: string; redisUrl: string; meiliUrl: string },
): Record<string, string | undefined> {
  return {
    NODE_ENV: config.nodeEnv,
    LOG_LEVEL: config.logLevel,
    DATABASE_URL: urls.databaseUrl,
    REDIS_URL: urls.redisUrl,
    MEILI_URL: urls.meiliUrl,
    MEILI_MASTER_KEY: config.meiliMasterKey,
    KEY_PREFIX: config.keyPrefix,
    MIGRATIONS_RUN: config.migrationsRun,
    SEED_DEMO: config.seedDemo,
  };
}

/**
 * Meilisearch's own default is two thirds of the machine's memory. Buffers that size are allocated
 * and zeroed for every indexing batch: a 100,000-product sync spent a third of Meilisearch's CPU in
 * the kernel zeroing pages, on the cores the ingest needs (docs/adr-004). 1 GiB indexed as fast.
 */
export const DEFAULT_MEILI_MAX_INDEXING_MEMORY = '1GiB';
/** What Meilisearch's --max-indexing-memory accepts: a number of bytes with an optional unit. */
const BYTE_SIZE = /^\d+(\.\d+)?\s*(B|[KMGT]i?B)?$/i;

/** MEILI_BIN for programmatic callers of ensureMeilisearch that pass no `bin`. */
export function meiliBinFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.MEILI_BIN ? resolve(env.MEILI_BIN) : undefined;
}

/** The npm workspaces root above `from` (works from infra/local and from infra/dist/local). */
export function findRootDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object))
      return dir;
    if (dirname(dir) === dir) throw new Error(`No npm workspaces root above ${from}`);
  }
}

/** For the one-shot commands: the config, or the problems logged and `undefined`. */
export function readLocalConfigOrReport(log: { error(message: string): void }): LocalConfig | undefined {
  try {
    return readLocalConfig();
  } catch (error) {
    if (!(error instanceof LocalConfigError)) throw error;
    log.error(error.message);
    return undefined;
  }
}
