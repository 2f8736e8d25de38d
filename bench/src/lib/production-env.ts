import { randomBytes } from 'node:crypto';

/**
 * The settings every benchmark runs the product with: production mode (as operators run it),
 * quiet logs, migrations and the demo catalogue, and the secrets production requires, fresh per
 * run (nothing a benchmark encrypts outlives it).
 */
export function productionBenchEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MIGRATIONS_RUN: 'true',
    SEED_DEMO: 'true',
    MERCHANTS_SECRET_KEY: randomBytes(32).toString('hex'),
    CLICK_HASH_SECRET: randomBytes(16).toString('hex'),
  };
}
