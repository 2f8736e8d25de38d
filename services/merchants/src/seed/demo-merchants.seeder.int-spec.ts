import { MerchantsPatterns, type MerchantDto } from '@lumina/contracts';
import type { RpcClient } from '@lumina/platform';
import { createOwnDatabase, type OwnDatabase } from '@lumina/platform/testing';
import { startMerchantsForTest, suitePrefix } from '../testing/merchants-test-env';
import { DEMO_MERCHANT_SEEDS } from './demo-merchants';

/**
 * The launcher's demo feed server listens on a new port at each start: the demo merchants must
 * follow it, or every demo Sync after a restart is refused (the old port is no longer allowed).
 * On a database of its own: seeding happens only where no merchant exists.
 */
describe('demo merchants across restarts of the development system', () => {
  let database: OwnDatabase;
  const keyPrefix = suitePrefix('demo-merchants');

  beforeAll(async () => {
    database = await createOwnDatabase('demo_merchants');
  });
  afterAll(() => database?.drop());

  /** One start of the development system, the demo feeds on `origin`: `work` runs during it; answers the merchants listed. */
  async function startWithDemoFeedsAt(origin: string, work?: (rpc: RpcClient) => Promise<unknown>): Promise<MerchantDto[]> {
    const fx = await startMerchantsForTest('demo-merchants', { DATABASE_URL: database.url, SEED_DEMO: 'true', DEMO_FEED_ORIGIN: origin }, keyPrefix);
    try {
      await work?.(fx.merchants.rpc);
      return await fx.merchants.rpc.send(MerchantsPatterns.list, {});
    } finally {
      await fx.close();
    }
  }
  const feedOf = (merchants: MerchantDto[], id: string) => merchants.find((merchant) => merchant.id === id)?.feedUrl;

  it('seeds the six demo merchants on the first start, then moves their seeded feed URLs to the new origin; an admin-set URL stays', async () => {
    const [custom, ...others] = DEMO_MERCHANT_SEEDS;
    if (!custom) throw new Error('no demo merchants');
    const first = await startWithDemoFeedsAt('http://127.0.0.1:41001', (rpc) =>
      rpc.send(MerchantsPatterns.update, { id: custom.id, changes: { feedUrl: 'http://127.0.0.1:41001/feeds/my-own-export.csv' } }),
    );
    expect(first.filter((merchant) => DEMO_MERCHANT_SEEDS.some((seed) => seed.id === merchant.id))).toHaveLength(6);
    for (const seed of others) expect(feedOf(first, seed.id)).toBe(`http://127.0.0.1:41001/feeds/${seed.feedFile}`);

    const second = await startWithDemoFeedsAt('http://127.0.0.1:41002');
    expect(second).toHaveLength(6);
    for (const seed of others) expect(feedOf(second, seed.id)).toBe(`http://127.0.0.1:41002/feeds/${seed.feedFile}`);
    expect(feedOf(second, custom.id)).toBe('http://127.0.0.1:41001/feeds/my-own-export.csv');
  }, 120_000);
});
