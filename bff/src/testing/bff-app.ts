import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { testEnv } from '@lumina/platform/testing';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { bffEnvSchema } from '../config';
import { createBffApp } from '../http/create-app';

/** The BFF as main.ts builds it, on the run's Redis, PostgreSQL and Meilisearch and the given key prefix. */
export async function startBffApp(prefix: string, overrides: Record<string, string> = {}): Promise<NestFastifyApplication> {
  const env = testEnv();
  const webDist = resolve(__dirname, '../../../web/dist');
  const config = bffEnvSchema.parse({
    REDIS_URL: env.redisUrl,
    DATABASE_URL: env.databaseUrl,
    // Not development: the BFF creates no default admin (and writes no credentials file) under test.
    NODE_ENV: 'test',
    KEY_PREFIX: prefix,
    MEILI_URL: env.meiliUrl,
    LOG_LEVEL: 'silent',
    // The built web app when there is one (Jest cannot import its server renderer: pages render in the browser).
    WEB_DIST: existsSync(webDist) ? webDist : '/nonexistent-web-dist',
    CLICK_HASH_SECRET: 'a-test-secret-of-some-length',
    // Suites sign in dozens of fresh users a second from one address; sign-in-limits.int-spec tests the budget.
    SIGN_IN_HASHES_PER_SECOND: '10000',
    ...overrides,
  });
  const app = await createBffApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
