import { randomBytes } from 'node:crypto';

/** What the test runner (infra/local/test-run.ts) prepared for this run: its own database, key prefix and index prefix. */
export interface TestEnv {
  databaseUrl: string;
  redisUrl: string;
  keyPrefix: string;
  meiliUrl: string;
  meiliKey?: string;
}

export function testEnv(): TestEnv {
  const { LUMINA_TEST_RUN, DATABASE_URL, REDIS_URL, KEY_PREFIX, MEILI_URL, MEILI_MASTER_KEY } = process.env;
  if (!LUMINA_TEST_RUN || !DATABASE_URL || !REDIS_URL || !KEY_PREFIX || !MEILI_URL) {
    throw new Error(
      'Integration tests need the environment the test runner prepares: run `npm test` or `npm run test:unit -- <pattern>`',
    );
  }
  return { databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, keyPrefix: KEY_PREFIX, meiliUrl: MEILI_URL, meiliKey: MEILI_MASTER_KEY };
}

/** A key prefix of the suite's own under the run's, so suites sharing the run's data never meet. */
export function suitePrefix(name: string): string {
  return `${testEnv().keyPrefix}-${name}-${randomBytes(3).toString('hex')}`;
}

/**
 * The variables a service's env schema reads, for a service under test: the run's database and
 * Redis, the suite's key prefix, migrations run at start-up; `overrides` win.
 */
export function serviceTestVariables(keyPrefix: string, overrides: Record<string, string> = {}): Record<string, string> {
  const env = testEnv();
  return {
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    KEY_PREFIX: keyPrefix,
    LOG_LEVEL: 'warn',
    MIGRATIONS_RUN: 'true',
    ...overrides,
  };
}

let sessionCounter = 0;
/** A fresh client-style session id per test, so suites sharing the database never meet. */
export function newSessionId(): string {
  sessionCounter += 1;
  return `session_${Date.now()}_${randomBytes(4).toString('hex')}${sessionCounter}`;
}
