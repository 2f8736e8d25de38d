import { ClicksEvents, ClicksPatterns, type ClickCountsEvent } from '@lumina/contracts';
import { RedisStreamsServer } from '@lumina/platform';
import { testEnv } from '@lumina/platform/testing';
import Redis from 'ioredis';
import { eventually } from '@lumina/platform/testing';
import { click, outcomes, randomUUID, rollups, startClicks, stored, type ClicksFixture } from '../testing/clicks-fixture';

const MINUTE = 60_000;
const at = (base: number, minutes: number) => new Date(base + minutes * MINUTE).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

describe('clicks service on click.recorded', () => {
  let fx: ClicksFixture;

  /** What catalog is told: every `click.counts` event, read by a stand-in catalog subscriber. */
  const countEvents: ClickCountsEvent[] = [];
  let catalog: RedisStreamsServer;

  beforeAll(async () => {
    fx = await startClicks('clicks-rec');
    catalog = new RedisStreamsServer({ url: testEnv().redisUrl, prefix: fx.keyPrefix, service: 'catalog' });
    catalog.addHandler(ClicksEvents.counts, async (event: ClickCountsEvent) => void countEvents.push(event), true);
    await new Promise<void>((resolve, reject) => catalog.listen((error) => (error ? reject(error) : resolve())));
  });
  afterAll(async () => {
    await catalog.close();
    await fx.close();
  });

  const lastCountOf = (productId: string) =>
    countEvents.flatMap((e) => e.counts).filter((c) => c.productId === productId).at(-1)?.clicks;

  /** Sends a sentinel click after the others and waits for it: everything sent before is settled. */
  async function settle(): Promise<void> {
    const sentinel = click();
    await fx.emit(sentinel);
    expect(await eventually(() => stored(fx.db, sentinel.clickId), Boolean, 10_000)).toBe(true);
  }

  it('stores a click once and counts it once, however often its event is delivered', async () => {
    const first = click({ language: 'de' });
    await fx.emit(first, first, { ...first });
    await settle();
    await fx.emit(first);
    await settle();

    expect(await outcomes(fx.db, [first.clickId])).toEqual({ [first.clickId]: 'counted' });
    expect(await eventually(() => lastCountOf(first.productId), (n) => n === 1)).toBe(1);
    expect(await rollups(fx.db, first.productId)).toEqual([
      { day: today(), merchantId: first.merchantId, language: 'de', clicks: 1, duplicates: 0, bots: 0 },
    ]);
  });

  it('counts the same visitor on the same product once within 30 minutes, again after', async () => {
    const base = Date.now() - 2 * 60 * MINUTE;
    const visit = { productId: randomUUID(), visitorHash: 'ab'.repeat(16) };
    const first = click({ ...visit, occurredAt: at(base, 0) });
    const tenMinutesLater = click({ ...visit, occurredAt: at(base, 10) });
    const otherProduct = click({ visitorHash: visit.visitorHash, occurredAt: at(base, 11) });
    const otherVisitor = click({ productId: visit.productId, occurredAt: at(base, 12) });
    const fortyMinutesLater = click({ ...visit, occurredAt: at(base, 40) });
    await fx.emit(first, tenMinutesLater, otherProduct, otherVisitor);
    await settle();
    await fx.emit(fortyMinutesLater);
    await settle();

    expect(await outcomes(fx.db, [first, tenMinutesLater, otherProduct, otherVisitor, fortyMinutesLater].map((c) => c.clickId))).toEqual({
      [first.clickId]: 'counted',
      [tenMinutesLater.clickId]: 'duplicate',
      [otherProduct.clickId]: 'counted',
      [otherVisitor.clickId]: 'counted',
      [fortyMinutesLater.clickId]: 'counted',
    });
  });

  it('judges a late-delivered click against the counted one after it', async () => {
    const base = Date.now() - 60 * MINUTE;
    const visit = { productId: randomUUID(), visitorHash: 'cd'.repeat(16) };
    const later = click({ ...visit, occurredAt: at(base, 20) });
    const earlierButLate = click({ ...visit, occurredAt: at(base, 5) });
    await fx.emit(later);
    await settle();
    await fx.emit(earlierButLate);
    await settle();

    expect(await outcomes(fx.db, [later.clickId, earlierButLate.clickId])).toEqual({
      [later.clickId]: 'counted',
      [earlierButLate.clickId]: 'duplicate',
    });
  });

  it('records bots apart and never counts them', async () => {
    const productId = randomUUID();
    const merchantId = randomUUID();
    const bot = click({ productId, merchantId, isBot: true, language: 'fr' });
    const person = click({ productId, merchantId, language: 'fr' });
    await fx.emit(bot, person);
    await settle();

    expect(await outcomes(fx.db, [bot.clickId, person.clickId])).toEqual({ [bot.clickId]: 'bot', [person.clickId]: 'counted' });
    expect(await rollups(fx.db, productId)).toEqual([{ day: today(), merchantId, language: 'fr', clicks: 1, duplicates: 0, bots: 1 }]);
    expect(await eventually(() => lastCountOf(productId), (n) => n === 1)).toBe(1);
  });

  it('rolls clicks up per day × product × merchant × language and answers the analytics', async () => {
    const merchantId = randomUUID();
    const productId = randomUUID();
    const yesterday = new Date(Date.now() - 24 * 60 * MINUTE).toISOString();
    await fx.emit(
      click({ productId, merchantId, language: 'es' }),
      click({ productId, merchantId, language: 'es' }),
      click({ productId, merchantId, language: 'pl' }),
      click({ productId, merchantId, language: 'es', occurredAt: yesterday }),
      click({ productId, merchantId, language: 'es', isBot: true }),
    );
    await settle();

    expect(await rollups(fx.db, productId)).toEqual([
      { day: yesterday.slice(0, 10), merchantId, language: 'es', clicks: 1, duplicates: 0, bots: 0 },
      { day: today(), merchantId, language: 'es', clicks: 2, duplicates: 0, bots: 1 },
      { day: today(), merchantId, language: 'pl', clicks: 1, duplicates: 0, bots: 0 },
    ]);
    const overview = await fx.clicks.rpc.send(ClicksPatterns.analyticsOverview, { range: 7, merchantId });
    expect(overview.perDay).toHaveLength(7);
    expect(overview.perDay.slice(-2)).toEqual([
      { day: yesterday.slice(0, 10), clicks: 1, bots: 0 },
      { day: today(), clicks: 3, bots: 1 },
    ]);
    expect(overview.byMerchant).toEqual([{ merchantId, clicks: 4 }]);
    expect(overview.byLanguage).toEqual([
      { language: 'es', clicks: 3 },
      { language: 'pl', clicks: 1 },
    ]);
    expect(overview.topProducts).toEqual([{ productId, clicks: 4 }]);
    expect(overview.totals).toEqual({ clicks: 4, bots: 1, duplicates: 0 });

    const dashboard = await fx.clicks.rpc.send(ClicksPatterns.dashboard, {});
    expect(dashboard.byMerchantLast30).toContainEqual({ merchantId, clicks: 4 });
    expect(dashboard.totalClicks).toBeGreaterThanOrEqual(4);
  });

  it('counts the clicks a replica took and died with (claimed from its pending entries)', async () => {
    await fx.stop();
    const orphan = click();
    await fx.emit(orphan);
    // A replica that read the click and died before writing it: the entry stays pending under its name.
    const redis = new Redis(testEnv().redisUrl);
    const taken = await redis.call('XREADGROUP', 'GROUP', 'clicks', 'dead-replica', 'COUNT', 10, 'STREAMS', `${fx.keyPrefix}:evt:click.recorded`, '>');
    redis.disconnect();
    expect(JSON.stringify(taken)).toContain(orphan.clickId);
    await fx.restart();

    expect(await eventually(() => stored(fx.db, orphan.clickId), Boolean, 15_000)).toBe(true);
  }, 30_000);

  it('counts clicks made while the service was stopped once it is back', async () => {
    const productId = randomUUID();
    const merchantId = randomUUID();
    await fx.stop();
    const whileDown = Array.from({ length: 50 }, () => click({ productId, merchantId }));
    await fx.emit(...whileDown);
    await fx.restart();

    const counted = await eventually(
      () => rollups(fx.db, productId),
      (rows) => rows[0]?.clicks === 50,
      15_000,
    );
    expect(counted.map((r) => r.clicks)).toEqual([50]);
  }, 30_000);
});
