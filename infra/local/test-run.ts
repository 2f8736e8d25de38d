/**
 * `npm test`: prepares an isolated run (its own database, Redis key prefix and Meilisearch index
 * prefix), runs the unit and integration suites, starts the whole system and runs the end-to-end
 * journeys in Chromium, cleans everything up and prints one line `N passed, N failed`.
 *
 * Options: `--suite unit|e2e|all` (default all); anything after `--` goes to Jest (e.g. a path).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findRootDir, readLocalConfig } from './config';
import { ensureImageNode, imageNodeVersion } from '../docker/image-node';
import { prepareIsolatedRun, type IsolatedRun } from './isolated-run';
import { createConsoleLogger } from './logger';
import { getFreePort } from './ports';
import { startSystem, type RunningSystem } from './system';

type Suite = 'unit' | 'e2e';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const log = createConsoleLogger('test');

function parseArgs(argv: string[]): { suites: Suite[]; jestArgs: string[] } {
  const separator = argv.indexOf('--');
  const own = separator === -1 ? argv : argv.slice(0, separator);
  const jestArgs = separator === -1 ? [] : argv.slice(separator + 1);
  const suiteIndex = own.indexOf('--suite');
  const suite = suiteIndex === -1 ? 'all' : own[suiteIndex + 1];
  if (suite !== 'all' && suite !== 'unit' && suite !== 'e2e') throw new Error(`--suite must be unit, e2e or all (got ${suite})`);
  return { suites: suite === 'all' ? ['unit', 'e2e'] : [suite], jestArgs };
}

async function runJest(rootDir: string, config: string, env: NodeJS.ProcessEnv, extra: string[], label: string): Promise<Tally> {
  const outputFile = join(rootDir, '.data', 'test-results', `${label}.json`);
  mkdirSync(join(rootDir, '.data', 'test-results'), { recursive: true });
  // A run that dies before writing its results must not be read as the previous run's.
  rmSync(outputFile, { force: true });
  // --forceExit: a suite that leaves a Redis or HTTP keep-alive socket open must not hold the whole
  // run (and CI) after the results are written; the open handles are a defect to find, not to wait on.
  const args = [join(rootDir, 'node_modules/jest/bin/jest.js'), '-c', config, '--ci', '--json', '--forceExit', `--outputFile=${outputFile}`, ...extra];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: rootDir, env, stdio: 'inherit' });
    child.on('exit', (status) => resolve(status ?? 1));
  });
  if (!existsSync(outputFile)) return { passed: 0, failed: 1, skipped: 0 };
  const result = JSON.parse(readFileSync(outputFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numRuntimeErrorTestSuites: number;
    testResults?: Array<{ assertionResults?: Array<{ fullName: string; status: string; invocations?: number }> }>;
  };
  const flaky = (result.testResults ?? []).flatMap((suite) => suite.assertionResults ?? []).filter((test) => test.status === 'passed' && (test.invocations ?? 1) > 1);
  // Passed on a second try (e2e retries once): counted as passed, named here so it is chased.
  for (const test of flaky) log.warn(`flaky (passed on its second try): ${test.fullName}`);
  // A suite that cannot even load counts as a failure, so a broken import never reads as green.
  const failed = result.numFailedTests + result.numRuntimeErrorTestSuites + (code !== 0 && result.numFailedTests === 0 && result.numRuntimeErrorTestSuites === 0 ? 1 : 0);
  return { passed: result.numPassedTests, failed, skipped: result.numPendingTests + result.numTodoTests };
}

/**
 * Two Jest workers for the unit suite unless the caller chose: Jest's default on two cores is one
 * (cores - 1), which runs every suite in band, and much of an integration suite's time is waiting
 * (services starting, Meilisearch indexing, a Sentinel failing over). Two overlap that: 481 → 304 s
 * for the whole suite on a 2-core machine, with no failure in two runs.
 */
function unitWorkers(jestArgs: readonly string[]): string[] {
  const chosen = jestArgs.some((arg) => /^(-w|-i|--maxWorkers|--runInBand)/.test(arg));
  return chosen ? [] : ['--maxWorkers=2'];
}

async function main(): Promise<number> {
  const rootDir = findRootDir(__dirname);
  const { suites, jestArgs } = parseArgs(process.argv.slice(2));
  const config = readLocalConfig(process.env, rootDir);
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  let isolated: IsolatedRun | undefined;
  let system: RunningSystem | undefined;

  try {
    isolated = await prepareIsolatedRun(config, { label: 'test', log });
    const { run, keyPrefix } = isolated;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      LUMINA_TEST_RUN: run,
      ...isolated.env,
    };
    log.info(`run ${run}: database ${new URL(isolated.env.DATABASE_URL).pathname.slice(1)}, prefix ${keyPrefix}`);

    if (suites.includes('unit')) {
      // The images' exact Node for docker/image-node.int-spec (docs/adr-012), fetched from the npm
      // registry while preparing the run (cached in .data/node), so no test reaches past loopback.
      env.IMAGE_NODE_BIN = await ensureImageNode(
        imageNodeVersion(join(rootDir, 'infra', 'docker', 'Dockerfile.service')),
        join(rootDir, '.data', 'node'),
      ).catch((error: Error) => {
        log.warn(`the images' Node could not be fetched (${error.message}); its check will fail`);
        return '';
      });
      const unit = await runJest(rootDir, join(rootDir, 'jest.config.js'), env, [...unitWorkers(jestArgs), ...jestArgs], 'unit');
      addTo(tally, unit);
    }
    if (suites.includes('e2e')) {
      // The system under test creates this admin at start (ADMIN_EMAIL/ADMIN_PASSWORD); the admin
      // journeys sign in with the same pair. A fresh password every run.
      const admin = { ADMIN_EMAIL: 'e2e-admin@lumina.test', ADMIN_PASSWORD: randomBytes(18).toString('base64url') };
      // The merchants journey serves its own feed on this loopback port (it changes a price between
      // two syncs); the merchants service allows exactly this host and port besides the demo feeds.
      const feedPort = await getFreePort();
      system = await startSystem({
        env: { ...env, ...admin, MIGRATIONS_RUN: 'true', SEED_DEMO: 'true', FEED_ALLOWED_HOSTS: `127.0.0.1:${feedPort}` },
        port: 0,
        healthPorts: 'free',
        rootDir,
        log,
        logDir: join(rootDir, '.data', 'test-results', 'logs'),
      });
      log.info(`system under test at ${system.url}`);
      const e2e = await runJest(rootDir, join(rootDir, 'e2e', 'jest.config.js'), { ...env, ...admin, E2E_BASE_URL: system.url, E2E_FEED_PORT: String(feedPort) }, jestArgs, 'e2e');
      addTo(tally, e2e);
    }
  } catch (error) {
    log.error((error as Error).message);
    tally.failed += 1;
  } finally {
    await system?.stop().catch((error: Error) => log.warn(`stopping the system: ${error.message}`));
    await isolated?.cleanup();
  }
  process.stdout.write(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}\n`);
  return tally.failed === 0 ? 0 : 1;
}

function addTo(total: Tally, part: Tally): void {
  total.passed += part.passed;
  total.failed += part.failed;
  total.skipped += part.skipped;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log.error((error as Error).message);
    process.stdout.write('0 passed, 1 failed\n');
    process.exit(1);
  },
);
