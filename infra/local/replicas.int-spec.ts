import { ensureDatabase, dropDatabase } from './database';
import { join } from 'node:path';
import { findRootDir } from './config';
import { silentLogger } from './logger';
import { startSystem, type RunningSystem, type SystemProcess } from './system';
import { httpStatus } from './wait';

jest.setTimeout(240_000);

/**
 * Two real catalog replicas behind a real BFF (the test run's PostgreSQL, Redis and Meilisearch;
 * a database and key prefix of this suite's own): both report healthy on their own management
 * ports, and the shop's product reads keep being answered while one replica is SIGKILLed.
 */
describe('two replicas of a service on one machine', () => {
  const prefix = `${process.env.KEY_PREFIX ?? 'lumina-test'}-replicas`;
  const databaseUrl = (() => {
    const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumina');
    url.pathname = `${url.pathname}_replicas`;
    return url.toString();
  })();
  let started: RunningSystem | undefined;
  const system = () => {
    if (!started) throw new Error('the system did not start');
    return started;
  };
  const catalogReplicas = () => system().processes.filter((p) => p.service === 'catalog') as [SystemProcess, SystemProcess];

  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    started = await startSystem({
      env: { ...process.env, DATABASE_URL: databaseUrl, KEY_PREFIX: prefix, MIGRATIONS_RUN: 'true', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
      services: ['catalog'],
      replicas: { catalog: 2 },
      port: 0,
      healthPorts: 'free',
      rootDir: findRootDir(__dirname),
      log: silentLogger,
      logDir: join(findRootDir(__dirname), '.data', 'test-results', 'logs', 'replicas'),
    });
  });

  afterAll(async () => {
    await started?.stop();
    await dropDatabase(databaseUrl);
  });

  const productsStatus = () => httpStatus(`${system().url}/api/products?limit=5`, 10_000);

  it('starts both, each healthy and ready on its own management port', async () => {
    const catalog = catalogReplicas();
    expect(catalog.map((p) => p.name)).toEqual(['catalog-1', 'catalog-2']);
    expect(new Set(catalog.map((p) => new URL(p.healthUrl).port)).size).toBe(2);
    for (const replica of catalog) {
      expect(await httpStatus(replica.healthUrl.replace('/health', '/health/live'))).toBe(200);
      expect(await httpStatus(replica.healthUrl.replace('/health', '/health/ready'))).toBe(200);
    }
    expect(await productsStatus()).toBe(200);
  });

  it('keeps answering the shop while one replica is killed, and takes the restarted one back', async () => {
    const [first, second] = catalogReplicas();
    await system().kill(first.name, 'SIGKILL');
    expect(await httpStatus(first.healthUrl)).toBeUndefined();
    const whileDown = [];
    for (let i = 0; i < 20; i += 1) whileDown.push(await productsStatus());
    expect(whileDown).toEqual(Array(20).fill(200));
    expect(await httpStatus(second.healthUrl)).toBe(200);

    await system().restart(first.name);
    expect(await httpStatus(first.healthUrl)).toBe(200);
    await system().kill(second.name, 'SIGTERM');
    const afterRestart = [];
    for (let i = 0; i < 10; i += 1) afterRestart.push(await productsStatus());
    expect(afterRestart).toEqual(Array(10).fill(200));
  });
});
