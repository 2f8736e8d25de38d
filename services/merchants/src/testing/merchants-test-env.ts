import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { MerchantsEvents, type MerchantChangedEvent } from '@lumina/contracts';
import { serviceTestVariables, startServiceForTest, suitePrefix, type ServiceHarness } from '@lumina/platform/testing';
import { Module } from '@nestjs/common';
import { merchantsEnvSchema, type MerchantsConfig } from '../config';
import { MerchantsModule } from '../merchants.module';
import { CatalogUnderTest } from './catalog-under-test';

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
  /** merchant.changed events as a subscribing service receives them. */
  changed: MerchantChangedEvent[];
  keyPrefix: string;
  config: MerchantsConfig;
  close(): Promise<void>;
}

export interface IngestFixture extends MerchantsFixture {
  /** The real catalog service the runs write into. */
  catalog: CatalogUnderTest;
}

/** The real merchants service on the suite's key prefix, plus a listener of its events. */
export async function startMerchantsForTest(
  name: string,
  overrides: Record<string, string> = {},
  keyPrefix = suitePrefix(name),
): Promise<MerchantsFixture> {
  const changed: MerchantChangedEvent[] = [];
  @Module({ controllers: [MerchantChangedProbe], providers: [{ provide: SEEN, useValue: changed }] })
  class ProbeModule {}
  // Any subscribing service name will do: events reach every service's group once.
  const probe = await startServiceForTest('clicks', ProbeModule, { keyPrefix });
  const config = merchantsTestConfig(keyPrefix, overrides);
  const merchants = await startServiceForTest('merchants', MerchantsModule.forRoot(config), { keyPrefix, requestTimeoutMs: 20_000 });
  return {
    merchants,
    changed,
    keyPrefix,
    config,
    async close() {
      await merchants.close();
      await probe.close();
    },
  };
}

/**
 * Merchants with the real catalog its runs write into (started here, or one already running on
 * `running.keyPrefix`, which the suite then closes itself).
 */
export async function startIngestForTest(
  name: string,
  overrides: Record<string, string> = {},
  running?: { keyPrefix: string; catalog: CatalogUnderTest },
): Promise<IngestFixture> {
  const keyPrefix = running?.keyPrefix ?? suitePrefix(name);
  const catalog = running?.catalog ?? (await CatalogUnderTest.start(keyPrefix));
  try {
    const fixture = await startMerchantsForTest(name, overrides, keyPrefix);
    return {
      ...fixture,
      catalog,
      async close() {
        await fixture.close();
        if (!running) await catalog.close();
      },
    };
  } catch (error) {
    if (!running) await catalog.close();
    throw error;
  }
}
