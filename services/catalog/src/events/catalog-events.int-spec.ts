import { randomUUID } from 'node:crypto';
import { Controller, Inject, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  CatalogClickPatterns,
  CatalogEvents,
  CatalogPatterns,
  type OffersChangedEvent,
  type ProductMergedEvent,
  type ProductUpsertBatchPayload,
  type ProductWriteInput,
} from '@lumina/contracts';
import { RedisStreamsServer } from '@lumina/platform';
import { eventually, testEnv } from '@lumina/platform/testing';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

const SEEN = Symbol('SEEN');

interface Seen {
  offers: OffersChangedEvent[];
  merged: ProductMergedEvent[];
}

/** A subscriber as another service would be one: its own consumer group on catalog's transport. */
@Controller()
class CatalogEventProbe {
  constructor(@Inject(SEEN) private readonly seen: Seen) {}

  @EventPattern(CatalogEvents.offersChanged)
  offersChanged(@Payload() event: OffersChangedEvent): void {
    this.seen.offers.push(event);
  }

  @EventPattern(CatalogEvents.productMerged)
  productMerged(@Payload() event: ProductMergedEvent): void {
    this.seen.merged.push(event);
  }
}

/**
 * `catalog.offers.changed` and `product.merged` (ADR 016, 025) as a subscribing service receives
 * them: written through the one product writer, sent through the outbox over the real transport.
 */
describe('catalog events', () => {
  let catalog: CatalogHarness;
  let probe: INestMicroservice;
  const seen: Seen = { offers: [], merged: [] };

  beforeAll(async () => {
    catalog = await startCatalogForTest('catalog-events', {}, { ownDatabase: true });
    @Module({ controllers: [CatalogEventProbe], providers: [{ provide: SEEN, useValue: seen }] })
    class ProbeModule {}
    probe = await NestFactory.createMicroservice(ProbeModule, {
      strategy: new RedisStreamsServer({ url: testEnv().redisUrl, prefix: catalog.keyPrefix, service: 'event-probe' }),
      logger: ['error', 'warn'],
    });
    await probe.listen();
  }, 120_000);

  afterAll(async () => {
    await probe?.close();
    await catalog?.close();
  });

  const row = (sku: string, overrides: Partial<ProductWriteInput> = {}): ProductWriteInput => ({
    sku,
    title: `Glimmer Orb Lamp ${sku}`,
    brandName: 'Glimmerwerk',
    categorySlug: 'ceiling-lights',
    priceMinor: 5_000,
    currency: 'EUR',
    isInStock: true,
    affiliateUrl: `https://shop.events.example/${sku}`,
    ...overrides,
  });
  const sync = (merchantId: string, runId: string, products: ProductWriteInput[]) =>
    catalog.rpc.send(CatalogPatterns.productsUpsertBatch, {
      merchantId,
      merchantName: 'Event Shop',
      mappingVersion: '1',
      runId,
      products,
    } satisfies ProductUpsertBatchPayload);
  const offersOf = (merchantId: string) => seen.offers.filter((event) => event.merchantId === merchantId);

  it('sends one offers event per written batch, with only the offers whose price, shipping or stock changed', async () => {
    const merchantId = randomUUID();
    await sync(merchantId, 'run-1', [row('EV-1'), row('EV-2')]);
    const [first] = await eventually(() => offersOf(merchantId), (events) => events.length >= 1, 20_000);
    expect(first).toMatchObject({ source: 'feed', runId: 'run-1', merchantId });
    expect(first?.changes.map((change) => [change.before, change.after?.priceMinor])).toEqual([
      [null, 5_000],
      [null, 5_000],
    ]);

    // Unchanged, then only a title change: nothing a buyer pays changed, no event. Then a price change.
    await sync(merchantId, 'run-2', [row('EV-1'), row('EV-2')]);
    await sync(merchantId, 'run-3', [row('EV-1', { title: 'Glimmer Orb Lamp, brass' }), row('EV-2')]);
    await sync(merchantId, 'run-4', [row('EV-1', { title: 'Glimmer Orb Lamp, brass' }), row('EV-2', { priceMinor: 4_500, isInStock: false })]);
    const events = await eventually(() => offersOf(merchantId), (all) => all.length >= 2, 20_000);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      runId: 'run-4',
      changes: [
        {
          before: { priceMinor: 5_000, inStock: true, currency: 'EUR' },
          after: { priceMinor: 4_500, inStock: false, currency: 'EUR' },
        },
      ],
    });
    expect(new Set(events.map((event) => event.batchId)).size).toBe(2);

    // A completed run that no longer lists EV-1: its offer leaves, in one more event.
    await sync(merchantId, 'run-5', [row('EV-2', { priceMinor: 4_500, isInStock: false })]);
    await catalog.rpc.send(CatalogPatterns.productsRetireStale, { merchantId, runId: 'run-5' });
    const afterRetire = await eventually(() => offersOf(merchantId), (all) => all.length >= 3, 20_000);
    expect(afterRetire[2]?.changes).toEqual([expect.objectContaining({ before: expect.objectContaining({ priceMinor: 5_000 }), after: null })]);
  });

  it('sends product.merged when a product joins another; its old slug and clicks lead to the survivor', async () => {
    const shopA = randomUUID();
    const shopB = randomUUID();
    const gtin = '04006381333931';
    await sync(shopA, 'a-1', [row('MA-1', { title: 'Glimmer Orb Pendant', gtin })]);
    await sync(shopB, 'b-1', [row('MB-1', { title: 'Glimmer Orb Pendant large' })]);
    const [before] = (await catalog.db.query(`SELECT id, slug FROM products WHERE merchant_id = $1`, [shopB])) as Array<{ id: string; slug: string }>;
    const [survivor] = (await catalog.db.query(`SELECT id, slug FROM products WHERE merchant_id = $1`, [shopA])) as Array<{ id: string; slug: string }>;

    // The merchant's next sync sends the GTIN: its product joins the older one.
    await sync(shopB, 'b-2', [row('MB-1', { title: 'Glimmer Orb Pendant large', gtin })]);
    const [merged] = await eventually(() => seen.merged.filter((event) => event.fromProductId === before?.id), (events) => events.length >= 1, 20_000);
    expect(merged).toMatchObject({
      fromProductId: before?.id,
      fromSlug: before?.slug,
      intoProductId: survivor?.id,
      intoSlug: survivor?.slug,
      decidedBy: 'sync',
      offerIds: [expect.any(String)],
    });

    await expect(catalog.rpc.send(CatalogPatterns.productBySlug, { slug: before?.slug as string })).rejects.toMatchObject({
      code: 'CATALOG.PRODUCT_MOVED',
      details: { slug: survivor?.slug },
    });
    const page = await catalog.rpc.send(CatalogPatterns.productBySlug, { slug: survivor?.slug as string, country: 'DE' });
    expect(page.offers.map((offer) => offer.merchantId).sort()).toEqual([shopA, shopB].sort());
    const click = await catalog.rpc.send(CatalogClickPatterns.clickTarget, { id: before?.id as string, offerId: merged?.offerIds[0] });
    expect(click).toMatchObject({ productId: survivor?.id, merchantId: shopB, offerId: merged?.offerIds[0] });
  });
});
