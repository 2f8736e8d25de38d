import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findRootDir } from '../local/config';
import { SERVICE_NAMES } from '../local/defaults';
import { silentLogger } from '../local/logger';
import { startSystem, type RunningSystem } from '../local/system';
import { imageNodeVersion } from './image-node';

jest.setTimeout(300_000);

const run = promisify(execFile);

/**
 * The machines here run another Node than the images (docs/adr-012): our build, as CI built it,
 * runs here on exactly the images' Node, the way the images run it (dist/migrate.js, then every
 * service's and the BFF's dist/main.js), against the test run's PostgreSQL, Redis and Meilisearch.
 */
describe("the build on the images' Node", () => {
  const rootDir = findRootDir(__dirname);
  const version = imageNodeVersion();
  const env = {
    ...process.env,
    KEY_PREFIX: `${process.env.KEY_PREFIX ?? 'lumina-test'}-image-node-${randomBytes(3).toString('hex')}`,
    LOG_LEVEL: 'warn',
    MIGRATIONS_RUN: 'false',
    SEED_DEMO: 'false',
  };
  let nodeBin: string;
  let system: RunningSystem | undefined;

  beforeAll(() => {
    // The test runner fetched it while preparing the run (infra/local/test-run.ts).
    nodeBin = process.env.IMAGE_NODE_BIN ?? '';
    if (!nodeBin) throw new Error(`IMAGE_NODE_BIN is not set: run through the test runner, which fetches node ${version}`);
  });
  afterAll(() => system?.stop());

  it('is the version the Dockerfiles pin, and both pin the same', async () => {
    expect(imageNodeVersion(join(__dirname, 'Dockerfile.bff'))).toBe(version);
    const { stdout } = await run(nodeBin, ['--version']);
    expect(stdout.trim()).toBe(`v${version}`);
  });

  it('migrates every schema with dist/migrate.js, as the migration step does', async () => {
    const workspaces = [...SERVICE_NAMES.map((name) => join('services', name)), 'bff'];
    for (const name of workspaces) {
      const script = join(rootDir, name, 'dist', 'migrate.js');
      await expect(run(nodeBin, [script], { env }).then(() => name)).resolves.toBe(name);
    }
  });

  it('runs every service and the BFF: ready, answering through the BFF, on that Node', async () => {
    system = await startSystem({
      env,
      port: 0,
      healthPorts: 'free',
      rootDir,
      nodeBin,
      log: silentLogger,
      logDir: join(rootDir, '.data', 'test-results', 'logs', 'image-node'),
    });
    for (const proc of system.processes.filter((p) => p.name !== 'bff')) {
      const metrics = await (await fetch(proc.healthUrl.replace(/\/health$/, '/metrics'))).text();
      expect({
        service: proc.name,
        node: /nodejs_version_info\{[^}]*version="(v[\d.]+)"/.exec(metrics)?.[1],
      }).toEqual({
        service: proc.name,
        node: `v${version}`,
      });
    }
    const categories = await fetch(`${system.url}/api/categories`);
    expect(categories.status).toBe(200);
    expect((await fetch(`${system.url}/api/health/ready`)).status).toBe(200);
  });
});
