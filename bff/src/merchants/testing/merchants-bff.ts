import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FeedServer, startServiceOnOwnDatabase, suitePrefix, type ServiceOnOwnDatabase } from '@lumina/platform/testing';
import { startBffApp } from '../../testing/bff-app';

export interface MerchantsBff {
  app: NestFastifyApplication;
  /** Loopback feeds the merchants service may fetch (its FEED_ALLOWED_HOSTS). */
  feeds: FeedServer;
  /** The real catalog the syncs write into; its database shows what they wrote. */
  catalog: ServiceOnOwnDatabase;
  /** The real merchants service; its database shows the runs' uploads. */
  merchants: ServiceOnOwnDatabase;
  close(): Promise<void>;
}

/**
 * The BFF as main.ts builds it, in front of the real merchants and catalog services (each in a
 * process of its own, on a database of its own and the suite's key prefix) and a loopback feed
 * server. `env` goes to the BFF and to merchants alike (limits both enforce, such as FEED_MAX_BYTES),
 * `merchantsEnv` to merchants only.
 */
export async function startMerchantsBff(
  name: string,
  env: Record<string, string> = {},
  merchantsEnv: Record<string, string> = {},
): Promise<MerchantsBff> {
  const prefix = suitePrefix(name);
  const closers: Array<() => Promise<void>> = [];
  // Each part is closed even when one before it fails to: no service is left running.
  const close = async () => {
    const failures: unknown[] = [];
    for (const closeOne of closers.reverse()) await closeOne().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, 'closing the merchants BFF fixture failed');
  };
  try {
    const feeds = await FeedServer.start('127.0.0.1');
    closers.push(() => feeds.close());
    const catalog = await startServiceOnOwnDatabase('catalog', prefix, { SEED_DEMO: 'false' });
    closers.push(() => catalog.close());
    const merchants = await startServiceOnOwnDatabase('merchants', prefix, { SEED_DEMO: 'false', FEED_ALLOWED_HOSTS: feeds.host, ...env, ...merchantsEnv });
    closers.push(() => merchants.close());
    const app = await startBffApp(prefix, env);
    closers.push(() => app.close());
    return { app, feeds, catalog, merchants, close };
  } catch (error) {
    await close();
    throw error;
  }
}
