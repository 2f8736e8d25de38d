import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CatalogModule } from '../catalog.module';
import { catalogEnvSchema } from '../config';
import { createOwnDatabase, startServiceForTest, testEnv, type ServiceHarness } from '@lumina/platform/testing';

export interface CatalogHarness extends ServiceHarness {
  /** The service's own data source, to look at rows the API does not show (e.g. stored counters). */
  db: DataSource;
  /** The transport's key prefix of this instance (to subscribe to its events). */
  keyPrefix: string;
}

export interface CatalogTestOptions {
  /**
   * A seeded database of the suite's own, dropped at close: for suites that add, retire, hide or
   * change products, which the suites sharing the run's database count while running in parallel.
   */
  ownDatabase?: boolean;
}

/**
 * The real catalog service (seeded database, transport) on a key prefix of the suite's own, so
 * its requests are answered by this instance and not by another suite's running in parallel.
 */
export async function startCatalogForTest(
  suite: string,
  overrides: Record<string, string> = {},
  options: CatalogTestOptions = {},
): Promise<CatalogHarness> {
  if (options.ownDatabase) {
    const database = await createOwnDatabase(suite);
    const harness = await startCatalogForTest(suite, { ...overrides, DATABASE_URL: database.url });
    return {
      ...harness,
      close: async () => {
        await harness.close();
        await database.drop();
      },
    };
  }
  const env = testEnv();
  const keyPrefix = `${env.keyPrefix}-${suite}-${randomBytes(3).toString('hex')}`;
  const config = catalogEnvSchema.parse({
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    KEY_PREFIX: keyPrefix,
    MEILI_URL: env.meiliUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    MIGRATIONS_RUN: 'true',
    VIEW_FLUSH_INTERVAL_MS: '100',
    ...overrides,
  });
  const harness = await startServiceForTest('catalog', CatalogModule.forRoot(config), { keyPrefix });
  return { ...harness, db: harness.app.get(DataSource), keyPrefix };
}

