import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  FeedServer,
  FixtureParts,
  startServiceOnOwnDatabase,
  suitePrefix,
  type ServiceOnOwnDatabase,
} from '@lumina/platform/testing';
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
  const parts = new FixtureParts('merchants BFF');
  return parts.build(async () => {
    const feeds = parts.keep(await FeedServer.start('127.0.0.1'));
    const catalog = parts.keep(await startServiceOnOwnDatabase('catalog', prefix, { SEED_DEMO: 'false' }));
    const merchants = parts.keep(
      await startServiceOnOwnDatabase('merchants', prefix, {
        SEED_DEMO: 'false',
        FEED_ALLOWED_HOSTS: feeds.host,
        ...env,
        ...merchantsEnv,
      }),
    );
    const app = parts.keep(await startBffApp(prefix, env));
    return { app, feeds, catalog, merchants, close: () => parts.close() };
  });
}
