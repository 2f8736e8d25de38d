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
import { suitePrefix, testEnv } from '@lumina/platform/testing';
import { FakeService } from '../../cart/testing/bff-test-app';
export { merchant } from './merchant';
import { startBffApp } from '../../testing/bff-app';

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
  const prefix = suitePrefix(name);
  const catalog = await FakeService.start('catalog', prefix, [...Object.values(CatalogClickPatterns), ...Object.values(CatalogPatterns)]);
  const merchantsService = await FakeService.start('merchants', prefix, Object.values(MerchantsPatterns));
  merchantsService.answer(MerchantsPatterns.list, () => merchants);
  const clicks = await FakeService.start('clicks', prefix, Object.values(ClicksPatterns));
  const app = await startBffApp(prefix, overrides);
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
      const server = new RedisStreamsServer({ url: testEnv().redisUrl, prefix, service: 'clicks' });
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
