import { CatalogPatterns, ClicksPatterns, PRODUCT_SORT_OPTIONS, type ClickedEvent } from '@lumina/contracts';
import { eventually, FixtureParts, SuiteCatalog, testEnv } from '@lumina/platform/testing';
import Redis from 'ioredis';
import { click, outcomes, randomUUID, rollups, startClicks, stored, type ClicksFixture } from '../testing/clicks-fixture';

const MINUTE = 60_000;
const at = (base: number, minutes: number) => new Date(base + minutes * MINUTE).toISOString();
const today = () => new Date().toISOString().slice(0, 10);
/** The shop's 'Most Popular' sort option. */
const POPULAR = (() => {
  const option = PRODUCT_SORT_OPTIONS.find((o) => o.key === 'popular');
  if (!option) throw new Error("the shop has no 'popular' sort option");
  return option;
})();

describe('clicks service on click.recorded', () => {
  const parts = new FixtureParts('click recording');
  let fx: ClicksFixture;
  /** The real catalog (own process and database), which the clicks service tells the counts. */
  let catalog: SuiteCatalog;
  /** The merchant of the products the suite adds to catalog. */
  let merchantId: string;
  /** A catalog product clicked by `settle`, once per call. */
  let sentinel: string;
  let sentinelClicks = 0;

  beforeAll(
    () =>
      parts.build(async () => {
        fx = parts.keep(await startClicks('clicks-rec'));
        catalog = parts.keep(
          await SuiteCatalog.start(fx.keyPrefix, { client: () => fx.rpc, merchantName: 'Clicks Suite Lights' }),
        );
        const added = await catalog.add();
        sentinel = added.id;
        const shown = await fx.rpc.send(CatalogPatterns.productBySlug, { slug: added.slug });
        if (!shown.merchantId) throw new Error('catalog shows the suite product without its merchant');
        merchantId = shown.merchantId;
        expect(await eventually(() => clicksInCatalog(sentinel), (n) => n === 0, 20_000)).toBe(0);
      }),
    120_000,
  );
  afterAll(() => parts.close());

  /** The suite's products as catalog lists them under 'Most Popular': most clicked first, with their click counts. */
  async function popular(): Promise<Array<{ id: string; clicks: number }>> {
    const { products } = await fx.rpc.send(CatalogPatterns.productsList, {
      merchant: [merchantId],
      sortBy: POPULAR.sortBy,
      sortOrder: POPULAR.sortOrder,
      limit: 100,
    });
    return products.map((p) => ({ id: p.id, clicks: p.clickCount }));
  }

  /**
   * The click count catalog shows for the product, once it lists the product (a product added by
   * a merchant's batch reaches the search index within seconds); undefined: it never did.
   */
  async function clicksInCatalog(productId: string): Promise<number | undefined> {
    const listed = await eventually(async () => (await popular()).find((p) => p.id === productId), Boolean, 15_000);
    return listed?.clicks;
  }

  /** A product added to catalog: its id and merchant, as the BFF puts them on a click of it. */
  async function catalogProduct(): Promise<{ productId: string; merchantId: string }> {
    return { productId: (await catalog.add()).id, merchantId };
  }

  /**
   * Sends a click on the sentinel product after the others and waits until catalog shows it: the
   * clicks sent before are stored (the service writes the stream in order) and the counts they
   * made have reached catalog (sent with the sentinel's or before it), so a count read next is
   * catalog's last word, not one still on its way.
   */
  async function settle(): Promise<void> {
    sentinelClicks += 1;
    await fx.emit(click({ productId: sentinel, merchantId }));
    expect(await eventually(() => clicksInCatalog(sentinel), (n) => n === sentinelClicks, 10_000)).toBe(sentinelClicks);
  }

  it('stores a click once and counts it once, however often its event is delivered', async () => {
    const first = click({ ...(await catalogProduct()), language: 'de' });
    await fx.emit(first, first, { ...first });
    await settle();
    await fx.emit(first);
    await settle();

    expect(await outcomes(fx.db, [first.clickId])).toEqual({ [first.clickId]: 'counted' });
    expect(await clicksInCatalog(first.productId)).toBe(1);
    expect(await rollups(fx.db, first.productId)).toEqual([
      { day: today(), merchantId: first.merchantId, language: 'de', clicks: 1, duplicates: 0, bots: 0 },
    ]);
  });

  it('counts the same visitor on the same product once within 30 minutes, again after', async () => {
    const base = Date.now() - 2 * 60 * MINUTE;
    const visit = { ...(await catalogProduct()), visitorHash: 'ab'.repeat(16) };
    const first = click({ ...visit, occurredAt: at(base, 0) });
    const tenMinutesLater = click({ ...visit, occurredAt: at(base, 10) });
    const otherProduct = click({ visitorHash: visit.visitorHash, occurredAt: at(base, 11) });
    const otherVisitor = click({ productId: visit.productId, merchantId: visit.merchantId, occurredAt: at(base, 12) });
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
    // first, otherVisitor and fortyMinutesLater; not the duplicate ten minutes after first.
    expect(await clicksInCatalog(visit.productId)).toBe(3);
  });

  it('judges a late-delivered click against the counted one after it', async () => {
    const base = Date.now() - 60 * MINUTE;
    const visit = { ...(await catalogProduct()), visitorHash: 'cd'.repeat(16) };
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
    expect(await clicksInCatalog(visit.productId)).toBe(1);
  });

  it('records bots apart and never counts them', async () => {
    const { productId } = await catalogProduct();
    const bot = click({ productId, merchantId, isBot: true, language: 'fr' });
    const person = click({ productId, merchantId, language: 'fr' });
    await fx.emit(bot, person);
    await settle();

    expect(await outcomes(fx.db, [bot.clickId, person.clickId])).toEqual({ [bot.clickId]: 'bot', [person.clickId]: 'counted' });
    expect(await rollups(fx.db, productId)).toEqual([{ day: today(), merchantId, language: 'fr', clicks: 1, duplicates: 0, bots: 1 }]);
    expect(await clicksInCatalog(productId)).toBe(1);
  });

  it("orders catalog's 'Most Popular' by the clicks counted, not by the clicks made", async () => {
    const [once, thrice, twice] = [await catalogProduct(), await catalogProduct(), await catalogProduct()];
    const visitor = 'ef'.repeat(16);
    // Made: 5, 4 and 3 clicks; counted: 1, 2 and 3 (bots and a visitor's repeats within 30 minutes are not).
    const clicks: ClickedEvent[] = [
      click(once),
      ...Array.from({ length: 4 }, () => click({ ...once, isBot: true })),
      click(twice),
      ...Array.from({ length: 3 }, () => click({ ...twice, visitorHash: visitor })),
      ...Array.from({ length: 3 }, () => click(thrice)),
    ];
    await fx.emit(...clicks);
    await settle();

    const ours = new Set([once.productId, thrice.productId, twice.productId]);
    const listed = await eventually(
      async () => (await popular()).filter((p) => ours.has(p.id)),
      (rows) => rows[0]?.id === thrice.productId && rows[1]?.id === twice.productId,
      10_000,
    );
    expect(listed).toEqual([
      { id: thrice.productId, clicks: 3 },
      { id: twice.productId, clicks: 2 },
      { id: once.productId, clicks: 1 },
    ]);
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
    const product = await catalogProduct();
    await fx.stop();
    const orphan = click(product);
    await fx.emit(orphan);
    // A replica that read the click and died before writing it: the entry stays pending under its name.
    const redis = new Redis(testEnv().redisUrl);
    const taken = await redis.call('XREADGROUP', 'GROUP', 'clicks', 'dead-replica', 'COUNT', 10, 'STREAMS', `${fx.keyPrefix}:evt:click.recorded`, '>');
    redis.disconnect();
    expect(JSON.stringify(taken)).toContain(orphan.clickId);
    await fx.restart();

    expect(await eventually(() => stored(fx.db, orphan.clickId), Boolean, 15_000)).toBe(true);
    expect(await eventually(() => clicksInCatalog(orphan.productId), (n) => n === 1, 10_000)).toBe(1);
  }, 30_000);

  it('counts clicks made while the service was stopped once it is back', async () => {
    const product = await catalogProduct();
    await fx.stop();
    const whileDown = Array.from({ length: 50 }, () => click(product));
    await fx.emit(...whileDown);
    await fx.restart();

    const counted = await eventually(
      () => rollups(fx.db, product.productId),
      (rows) => rows[0]?.clicks === 50,
      15_000,
    );
    expect(counted.map((r) => r.clicks)).toEqual([50]);
    expect(await eventually(() => clicksInCatalog(product.productId), (n) => n === 50, 10_000)).toBe(50);
  }, 30_000);
});
