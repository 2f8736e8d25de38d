import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  CatalogClickPatterns,
  CatalogPatterns,
  ClicksEvents,
  ClicksPatterns,
  MerchantsPatterns,
  type ClickedEvent,
  type MerchantDto,
} from '@lumina/contracts';
import { RedisStreamsServer } from '@lumina/platform';
import { testEnv } from '@lumina/platform/testing';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { FakeService } from '../../cart/testing/bff-test-app';
export { merchant } from './merchant';
import { bffEnvSchema } from '../../config';
import { createBffApp } from '../../http/create-app';

export interface ClicksBff {
  prefix: string;
  app: NestFastifyApplication;
  catalog: FakeService;
  merchants: FakeService;
  clicks: FakeService;
  /** Starts (once) a stand-in clicks service that collects every click event it reads. */
  startClickConsumer(): Promise<ClickedEvent[]>;
  close(): Promise<void>;
}

/** The BFF as main.ts builds it, before fake catalog, merchants and clicks services. */
export async function startClicksBff(name: string, merchants: MerchantDto[], overrides: Record<string, string> = {}): Promise<ClicksBff> {
  const env = testEnv();
  const prefix = `${env.keyPrefix}-${name}-${randomBytes(3).toString('hex')}`;
  const catalog = await FakeService.start('catalog', prefix, [...Object.values(CatalogClickPatterns), ...Object.values(CatalogPatterns)]);
  const merchantsService = await FakeService.start('merchants', prefix, Object.values(MerchantsPatterns));
  merchantsService.answer(MerchantsPatterns.list, () => merchants);
  const clicks = await FakeService.start('clicks', prefix, Object.values(ClicksPatterns));
  const webDist = resolve(__dirname, '../../../../web/dist');
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
    ...overrides,
  });
  const app = await createBffApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const consumers: RedisStreamsServer[] = [];
  const seen: ClickedEvent[] = [];
  return {
    prefix,
    app,
    catalog,
    merchants: merchantsService,
    clicks,
    async startClickConsumer() {
      if (consumers.length > 0) return seen;
      // Same consumer group as the real clicks service: it reads what the BFF prepared for it.
      const server = new RedisStreamsServer({ url: env.redisUrl, prefix, service: 'clicks' });
      server.addHandler(ClicksEvents.clicked, async (event: ClickedEvent) => void seen.push(event), true);
      await new Promise<void>((ok, fail) => server.listen((error) => (error ? fail(error) : ok())));
      consumers.push(server);
      return seen;
    },
    async close() {
      await app.close();
      for (const c of consumers) await c.close();
      await Promise.all([catalog.close(), merchantsService.close(), clicks.close()]);
    },
  };
}
