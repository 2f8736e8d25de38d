import { randomUUID } from 'node:crypto';
import {
  CatalogAdminPatterns,
  CatalogPatterns,
  type ProductUpsertBatchPayload,
  type ProductWriteInput,
} from '@lumina/contracts';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';
import { PriceRollupService } from './price-rollup.service';

/**
 * Price history (issue 26) through the real writer, trigger, rollup and transport: events only for
 * what changed, reductions only by the prior-price rule, and the chart's reads.
 */
describe('price history', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('price-history', {}, { ownDatabase: true });
  }, 120_000);

  afterAll(() => catalog?.close());

  const row = (n: number, overrides: Partial<ProductWriteInput> = {}): ProductWriteInput => ({
    sku: `PH-${n}`,
    title: `Pricewatch Pendant ${n}`,
    brandName: 'Historia',
    categorySlug: 'ceiling-lights',
    priceMinor: 3_000,
    originalPriceMinor: null,
    currency: 'EUR',
    isInStock: true,
    affiliateUrl: `https://shop.history.example/p/${n}`,
    ...overrides,
  });

  const upsert = (merchantId: string, products: ProductWriteInput[], runId: string) =>
    catalog.rpc.send(CatalogPatterns.productsUpsertBatch, {
      merchantId,
      merchantName: 'History Shop',
      mappingVersion: '1',
      runId,
      products,
    } satisfies ProductUpsertBatchPayload);

  const events = async (merchantId: string) =>
    (await catalog.db.query(
      `SELECT o.merchant_sku AS sku, e.price_minor, e.available, e.run, e.source
         FROM offer_price_events e JOIN offers o ON o.id = e.offer_id
        WHERE o.merchant_id = $1 ORDER BY e.id`,
      [merchantId],
    )) as Array<{ sku: string; price_minor: number; available: boolean; run: string | null; source: string }>;

  const slugOf = async (merchantId: string, sku: string) =>
    ((await catalog.db.query('SELECT slug FROM products WHERE merchant_id = $1 AND sku = $2', [merchantId, sku])) as [{ slug: string }])[0].slug;

  /** As if Lumina had observed the offer's current events `days` earlier. */
  const backdate = (merchantId: string, sku: string, days: number) =>
    catalog.db.query(
      `UPDATE offer_price_events e SET observed_at = e.observed_at - make_interval(days => $3)
         FROM offers o WHERE o.id = e.offer_id AND o.merchant_id = $1 AND o.merchant_sku = $2`,
      [merchantId, sku, days],
    );

  it('records an event per new offer and then only for a changed price, stock or shipping, with the run', async () => {
    const merchantId = randomUUID();
    await upsert(merchantId, [row(1), row(2), row(3)], 'run-1');
    await upsert(merchantId, [row(1, { priceMinor: 2_700 }), row(2, { title: 'Pricewatch Pendant Two' }), row(3, { isInStock: false })], 'run-2');
    // Unchanged rows again: nothing written, nothing recorded.
    await upsert(merchantId, [row(1, { priceMinor: 2_700 }), row(2, { title: 'Pricewatch Pendant Two' }), row(3, { isInStock: false })], 'run-3');

    expect(await events(merchantId)).toEqual([
      { sku: 'PH-1', price_minor: 3_000, available: true, run: 'run-1', source: 'feed' },
      { sku: 'PH-2', price_minor: 3_000, available: true, run: 'run-1', source: 'feed' },
      { sku: 'PH-3', price_minor: 3_000, available: true, run: 'run-1', source: 'feed' },
      { sku: 'PH-1', price_minor: 2_700, available: true, run: 'run-2', source: 'feed' },
      { sku: 'PH-3', price_minor: 3_000, available: false, run: 'run-2', source: 'feed' },
    ]);
  });

  it("records an admin's price edit as the admin's, without a run", async () => {
    const merchantId = randomUUID();
    await upsert(merchantId, [row(10)], 'run-1');
    const [{ id }] = (await catalog.db.query('SELECT id FROM products WHERE merchant_id = $1', [merchantId])) as [{ id: string }];
    const changes = { title: 'Pricewatch Pendant 10', price: 25, originalPrice: null, isInStock: true, shortDescription: null, longDescription: null, badges: [], featured: false };
    await catalog.rpc.send(CatalogAdminPatterns.update, { id, changes });

    expect((await events(merchantId)).at(-1)).toEqual({ sku: 'PH-10', price_minor: 2_500, available: true, run: null, source: 'admin' });
  });

  it('strikes the lowest price of the 30 days before a reduction, not the price just before it', async () => {
    const merchantId = randomUUID();
    await upsert(merchantId, [row(25, { priceMinor: 4_000 })], 'run-1');
    await backdate(merchantId, 'PH-25', 40);
    await upsert(merchantId, [row(25, { priceMinor: 3_600 })], 'run-2');
    await backdate(merchantId, 'PH-25', 20);
    await upsert(merchantId, [row(25, { priceMinor: 4_500 })], 'run-3');
    await backdate(merchantId, 'PH-25', 10);
    await upsert(merchantId, [row(25, { priceMinor: 3_000 })], 'run-4');
    await catalog.app.get(PriceRollupService).run();

    // 40.00 (70 days ago), 36.00 (30 days ago), 45.00 (10 days ago), 30.00 now.
    const product = await catalog.rpc.send(CatalogPatterns.productBySlug, { slug: await slugOf(merchantId, 'PH-25') });
    expect(product).toMatchObject({ price: '30.00', reducedFrom: '36.00' });
  });

  it('shows no reduction for an offer first seen a minute ago, whatever original price its feed sends', async () => {
    const merchantId = randomUUID();
    await upsert(merchantId, [row(20, { priceMinor: 999, originalPriceMinor: 1_999 })], 'run-1');
    await catalog.app.get(PriceRollupService).run();

    const product = await catalog.rpc.send(CatalogPatterns.productBySlug, { slug: await slugOf(merchantId, 'PH-20') });
    expect(product).toMatchObject({ price: '9.99', originalPrice: '19.99', reducedFrom: null });
  });

  it('strikes the 30-day low of an offer observed long enough, and drops it when the price moves', async () => {
    const merchantId = randomUUID();
    await upsert(merchantId, [row(30, { priceMinor: 4_000 })], 'run-1');
    await backdate(merchantId, 'PH-30', 60);
    await upsert(merchantId, [row(30, { priceMinor: 3_600 })], 'run-2');
    await backdate(merchantId, 'PH-30', 45);
    await upsert(merchantId, [row(30, { priceMinor: 3_000, originalPriceMinor: 9_900 })], 'run-3');
    const slug = await slugOf(merchantId, 'PH-30');
    const rollup = catalog.app.get(PriceRollupService);
    await rollup.run();

    // 40.00 until 45 days ago, 36.00 since, 30.00 now: one progressive reduction, struck at the
    // lowest price of the 30 days before its first step (40.00), not at the feed's 99.00.
    expect(await catalog.rpc.send(CatalogPatterns.productBySlug, { slug })).toMatchObject({
      price: '30.00',
      reducedFrom: '40.00',
      originalPrice: '99.00',
    });

    await upsert(merchantId, [row(30, { priceMinor: 3_500, originalPriceMinor: 9_900 })], 'run-4');
    await rollup.run();
    expect(await catalog.rpc.send(CatalogPatterns.productBySlug, { slug })).toMatchObject({ price: '35.00', reducedFrom: null });
  });

  it('answers the daily lowest totals, the lows and a sentence that claims nothing under 30 days observed', async () => {
    const merchantId = randomUUID();
    await upsert(merchantId, [row(40, { priceMinor: 5_000 })], 'run-1');
    const slug = await slugOf(merchantId, 'PH-40');
    await catalog.app.get(PriceRollupService).run();

    const history = await catalog.rpc.send(CatalogPatterns.productPriceHistory, { slug, days: 30, country: 'DE' });
    expect(history).toMatchObject({
      days: 30,
      country: 'DE',
      currency: 'EUR',
      observedDays: 0,
      verdict: 'too-little-history',
      lowestAllTime: { total: '50.00' },
      lowest30Days: { total: '50.00' },
    });
    expect(history.points.at(-1)).toMatchObject({ lowest: '50.00', highest: '50.00', closing: '50.00', lowestTotal: '50.00', offerCount: 1 });
  });

  it('says which product is unknown', async () => {
    await expect(
      catalog.rpc.send(CatalogPatterns.productPriceHistory, { slug: 'no-such-lamp', days: 30, country: 'DE' }),
    ).rejects.toMatchObject({ code: 'CATALOG.PRODUCT_NOT_FOUND' });
  });
});
