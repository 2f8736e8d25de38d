import { randomBytes } from 'node:crypto';

/**
 * The settings every benchmark runs the product with: production mode (as operators run it),
 * quiet logs, migrations and the demo catalogue, and the secrets production requires, fresh per
 * run (nothing a benchmark encrypts outlives it); shoppers' write limits out of the way.
 */
export function productionBenchEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MIGRATIONS_RUN: 'true',
    SEED_DEMO: 'true',
    MERCHANTS_SECRET_KEY: randomBytes(32).toString('hex'),
    // A benchmark's shoppers all come from 127.0.0.1 and reuse a few thousand cart sessions far faster
    // than people would: the write limits (README) would measure the limiter, not the shop.
    SHOPPER_WRITE_RATE_PER_SESSION: '1000000',
    SHOPPER_WRITE_RATE_PER_ADDRESS: '1000000',
    CLICK_HASH_SECRET: randomBytes(16).toString('hex'),
  };
}
