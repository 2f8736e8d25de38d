import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { dropDatabase, ensureDatabase } from './database';
import type { EnsuredServer } from './ensured-server';
import { silentLogger } from './logger';
import { getFreePort, isPortOpen } from './ports';
import { ensurePostgres, probePostgres } from './postgres';
import { postgresRunAs, reachableBinaries, resolvePostgresBinaries } from './postgres-embedded';

jest.setTimeout(120_000);

async function databaseExists(url: string, name: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** One embedded server for the file: initdb plus start costs a few seconds. */
describe('ensurePostgres with nothing answering at the URL', () => {
  let dataDir: string;
  let pg: EnsuredServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lumina-pg-'));
    chmodSync(dataDir, 0o755); // the server may run as the `postgres` user, which must reach its directory
    pg = await ensurePostgres({
      url: `postgres://postgres@127.0.0.1:${await getFreePort()}/lumina_infra_test`,
      dataDir,
      log: silentLogger,
    });
  });

  afterAll(async () => {
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts an embedded server that keeps the user and database name of the URL', async () => {
    expect(pg.started).toBe(true);
    expect(pg.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/lumina_infra_test$/);
    expect(await probePostgres(pg.url)).toEqual({ up: true });
  });

  it('reuses a server that answers and leaves it running on stop()', async () => {
    const reused = await ensurePostgres({ url: pg.url, dataDir, log: silentLogger });
    expect(reused).toMatchObject({ url: pg.url, started: false });
    await reused.stop();
    expect(await probePostgres(pg.url)).toEqual({ up: true });
  });

  it('ensureDatabase creates the database once and dropDatabase removes it', async () => {
    const maintenance = pg.url.replace(/\/lumina_infra_test$/, '/postgres');
    expect(await ensureDatabase(pg.url)).toBe(true);
    expect(await ensureDatabase(pg.url)).toBe(false);
    expect(await databaseExists(maintenance, 'lumina_infra_test')).toBe(true);

    const held = new Client({ connectionString: pg.url }); // an open session must not block the drop
    held.on('error', () => undefined);
    await held.connect();
    expect(await dropDatabase(pg.url)).toBe(true);
    await held.end().catch(() => undefined);
    expect(await databaseExists(maintenance, 'lumina_infra_test')).toBe(false);
    expect(await dropDatabase(pg.url)).toBe(false);
  });

  it('refuses to drop a system database', async () => {
    await expect(dropDatabase(pg.url.replace(/\/lumina_infra_test$/, '/postgres'))).rejects.toThrow(
      /system database/,
    );
  });

  it('restarts on the same data directory and stop() closes the port', async () => {
    const port = Number(new URL(pg.url).port);
    await pg.stop();
    expect(await isPortOpen(port)).toBe(false);
    await expect(pg.stop()).resolves.toBeUndefined();
    pg = await ensurePostgres({
      url: `postgres://postgres@127.0.0.1:${port}/lumina_infra_test`,
      dataDir,
      log: silentLogger,
    });
    expect(pg.started).toBe(true);
    expect(await probePostgres(pg.url)).toEqual({ up: true });
  });
});

// Only root hands PostgreSQL to another OS user; elsewhere the binaries run as ourselves.
const asRoot = process.getuid?.() === 0 ? describe : describe.skip;

asRoot('reachableBinaries when the project sits in a folder the postgres user cannot enter', () => {
  let closed: string;

  beforeAll(async () => {
    closed = mkdtempSync(join(tmpdir(), 'lumina-closed-')); // 0700, like `mktemp -d` or /root
    const pkg = dirname(dirname(dirname((await resolvePostgresBinaries()).initdb)));
    cpSync(join(pkg, 'package.json'), join(closed, 'pkg', 'package.json'));
    cpSync(join(pkg, 'native'), join(closed, 'pkg', 'native'), { recursive: true, verbatimSymlinks: true });
  });

  afterAll(() => rmSync(closed, { recursive: true, force: true }));

  it('runs a copy outside that folder which the postgres user can execute', async () => {
    const runAs = await postgresRunAs();
    const inside = { initdb: join(closed, 'pkg', 'native', 'bin', 'initdb'), postgres: join(closed, 'pkg', 'native', 'bin', 'postgres') };
    expect(() => execFileSync(inside.initdb, ['--version'], { ...runAs, stdio: 'pipe' })).toThrow(/EACCES/);

    const reachable = await reachableBinaries(inside, runAs);
    expect(reachable.initdb.startsWith(closed)).toBe(false);
    for (const bin of [reachable.initdb, reachable.postgres]) {
      expect(execFileSync(bin, ['--version'], { ...runAs, encoding: 'utf8' })).toMatch(/\(PostgreSQL\) \d+/);
    }
  });

  it('never runs a copy someone else planted under its name in the temp folder', async () => {
    const runAs = await postgresRunAs();
    const inside = { initdb: join(closed, 'pkg', 'native', 'bin', 'initdb'), postgres: join(closed, 'pkg', 'native', 'bin', 'postgres') };
    const temp = mkdtempSync(join(tmpdir(), 'lumina-tmp-'));
    try {
      const made = await reachableBinaries(inside, runAs, temp);
      const planted = dirname(dirname(made.initdb));
      rmSync(planted, { recursive: true, force: true });
      mkdirSync(join(planted, 'bin'), { recursive: true });
      chownSync(planted, runAs!.uid, runAs!.gid); // the postgres user's, not ours
      await expect(reachableBinaries(inside, runAs, temp)).rejects.toThrow(/is not ours alone/);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});
