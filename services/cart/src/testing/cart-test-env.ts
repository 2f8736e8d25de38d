import { testEnv } from '@lumina/platform/testing';
import { randomBytes } from 'node:crypto';
import { cartEnvSchema, type CartConfig } from '../config';

/** A key prefix of the suite's own under the run's: its fake catalogue answers only its cart. */
export function suitePrefix(name: string): string {
  return `${testEnv().keyPrefix}-${name}-${randomBytes(3).toString('hex')}`;
}

export function cartTestConfig(keyPrefix: string, overrides: Record<string, string> = {}): CartConfig {
  const env = testEnv();
  return cartEnvSchema.parse({
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    KEY_PREFIX: keyPrefix,
    LOG_LEVEL: 'warn',
    MIGRATIONS_RUN: 'true',
    ...overrides,
  });
}

let counter = 0;
/** A fresh client-style session id per test, so suites sharing the database never meet. */
export function newSessionId(): string {
  counter += 1;
  return `session_${Date.now()}_${randomBytes(4).toString('hex')}${counter}`;
}
