import { createOwnDatabase, startServiceProcess, testEnv, type OwnDatabase, type ServiceProcess } from '@lumina/platform/testing';

export interface CatalogProduct {
  sku: string;
  title: string;
  priceMinor: number;
  /** The row's version: a row rewritten gets a new one. */
  version: string;
}

/**
 * The real catalog service, in a process of its own, on a seeded database of the suite's own
 * (ingest adds and retires products, which the suites sharing the run's catalogue count), on the
 * merchants suite's key prefix: ingest's batches go through the production write path.
 */
export class CatalogUnderTest {
  private constructor(
    private readonly database: OwnDatabase,
    private readonly process: ServiceProcess,
  ) {}

  static async start(keyPrefix: string): Promise<CatalogUnderTest> {
    const env = testEnv();
    const database = await createOwnDatabase('ingest_catalog');
    try {
      const process = await startServiceProcess('catalog', {
        DATABASE_URL: database.url,
        REDIS_URL: env.redisUrl,
        KEY_PREFIX: keyPrefix,
        MEILI_URL: env.meiliUrl,
        ...(env.meiliKey ? { MEILI_MASTER_KEY: env.meiliKey } : {}),
        // Categories and brands the feeds map onto; its demo products are not the merchants' own.
        SEED_DEMO: 'true',
        MIGRATIONS_RUN: 'true',
        LOG_LEVEL: 'warn',
      });
      return new CatalogUnderTest(database, process);
    } catch (error) {
      await database.drop();
      throw error;
    }
  }

  /** The merchant's products in the shop (not retired), as catalog stored them. */
  async products(merchantId: string): Promise<CatalogProduct[]> {
    return this.database.query<CatalogProduct>(
      `SELECT sku, title, price_minor AS "priceMinor", xmin::text AS version
         FROM catalog.products WHERE merchant_id = $1 AND retired_at IS NULL ORDER BY sku`,
      [merchantId],
    );
  }

  /** Stops the process (SIGKILL: as a crash would) without dropping its database. */
  kill(): Promise<void> {
    return this.process.stop('SIGKILL');
  }

  async close(): Promise<void> {
    await this.process.stop();
    await this.database.drop();
  }
}
