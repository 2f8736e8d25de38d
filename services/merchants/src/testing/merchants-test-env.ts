import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { MerchantsEvents, type MerchantChangedEvent } from '@lumina/contracts';
import { serviceTestVariables, startServiceForTest, suitePrefix, type ServiceHarness } from '@lumina/platform/testing';
import { Module } from '@nestjs/common';
import { merchantsEnvSchema, type MerchantsConfig } from '../config';
import { MerchantsModule } from '../merchants.module';
import { FakeCatalog } from './fake-catalog';

export { suitePrefix } from '@lumina/platform/testing';

export function merchantsTestConfig(keyPrefix: string, overrides: Record<string, string> = {}): MerchantsConfig {
  return merchantsEnvSchema.parse(
    serviceTestVariables(keyPrefix, { SEED_DEMO: 'false', FEED_ALLOWED_HOSTS: '127.0.0.1', ...overrides }),
  );
}

const SEEN = Symbol('SEEN');

@Controller()
class MerchantChangedProbe {
  constructor(@Inject(SEEN) private readonly seen: MerchantChangedEvent[]) {}

  @EventPattern(MerchantsEvents.changed)
  onChanged(@Payload() event: MerchantChangedEvent): void {
    this.seen.push(event);
  }
}

export interface MerchantsFixture {
  merchants: ServiceHarness;
  catalog: FakeCatalog;
  /** merchant.changed events as a subscribing service receives them. */
  changed: MerchantChangedEvent[];
  keyPrefix: string;
  config: MerchantsConfig;
  close(): Promise<void>;
}

/**
 * The real merchants service on the run's database and Redis, plus a listener of its events. A
 * given `catalog` (already listening on the prefix) is used instead of a new one.
 */
export async function startMerchantsForTest(
  name: string,
  overrides: Record<string, string> = {},
  prefix?: string,
  existingCatalog?: FakeCatalog,
): Promise<MerchantsFixture> {
  const keyPrefix = prefix ?? suitePrefix(name);
  const changed: MerchantChangedEvent[] = [];
  @Module({ controllers: [MerchantChangedProbe], providers: [{ provide: SEEN, useValue: changed }] })
  class ProbeModule {}
  // Any subscribing service name will do: events reach every service's group once.
  const probe = await startServiceForTest('clicks', ProbeModule, { keyPrefix });
  const catalog = existingCatalog ?? (await FakeCatalog.start(keyPrefix));
  const config = merchantsTestConfig(keyPrefix, overrides);
  const merchants = await startServiceForTest('merchants', MerchantsModule.forRoot(config), { keyPrefix, requestTimeoutMs: 20_000 });
  return {
    merchants,
    changed,
    catalog,
    keyPrefix,
    config,
    async close() {
      await merchants.close();
      await probe.close();
      await catalog.close();
    },
  };
}
