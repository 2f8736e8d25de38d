import { randomUUID } from 'node:crypto';
import {
  CatalogClickPatterns,
  CatalogPatterns,
  type ProductUpsertBatchPayload,
  type ProductWriteInput,
} from '@lumina/contracts';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

/**
 * Offers written by the one product writer (`catalog.products.upsertBatch`, `retireStale`), ranked on
 * the product page per 'Deliver to' country and chosen by the click target, through the real
 * transport and PostgreSQL, on a database of the suite's own.
 */
describe('offers', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('offer-writes', {}, { ownDatabase: true });
  }, 120_000);

  afterAll(() => catalog?.close());

  const row = (n: number, overrides: Partial<ProductWriteInput> = {}): ProductWriteInput => ({
    sku: `OF-${n}`,
    title: `Lumenwisp Spot ${n}`,
    brandName: 'Offerhaus',
    categorySlug: 'ceiling-lights',
    priceMinor: 2_000 + n,
    originalPriceMinor: 3_000,
    currency: 'EUR',
    isInStock: true,
    affiliateUrl: `https://shop.offer.example/p/${n}`,
    ...overrides,
  });

  const upsert = (merchantId: string, products: ProductWriteInput[], runId: string) =>
    catalog.rpc.send(CatalogPatterns.productsUpsertBatch, {
      merchantId,
      merchantName: 'Offer Shop',
      mappingVersion: '1',
      runId,
      products,
    } satisfies ProductUpsertBatchPayload);

  /** Each offer of the merchant with its row version: a rewritten offer gets a new xmin. */
  const offers = async (merchantId: string) =>
    (await catalog.db.query(
      `SELECT o.merchant_sku AS sku, o.xmin::text AS version, o.price_minor, o.rrp_minor, o.is_in_stock, o.deep_link,
              o.merchant_name, o.last_seen_run, o.retired_at IS NOT NULL AS retired, o.product_id = p.id AS of_its_product
         FROM offers o JOIN products p ON p.merchant_id = o.merchant_id AND p.sku = o.merchant_sku
        WHERE o.merchant_id = $1 ORDER BY o.merchant_sku`,
      [merchantId],
    )) as Array<
      { sku: string; version: string; price_minor: number; retired: boolean } & Record<string, unknown>
    >;

  it('writes one offer per new product, with its merchant, price, rrp as sent, stock and link', async () => {
    const merchantId = randomUUID();
    await upsert(merchantId, [row(1), row(2, { isInStock: false, originalPriceMinor: null })], 'run-1');

    expect((await offers(merchantId)).map(({ version: _version, ...offer }) => offer)).toEqual([
      {
        sku: 'OF-1',
        price_minor: 2_001,
        rrp_minor: 3_000,
        is_in_stock: true,
        deep_link: 'https://shop.offer.example/p/1',
        merchant_name: 'Offer Shop',
        last_seen_run: 'run-1',
        retired: false,
        of_its_product: true,
      },
      {
        sku: 'OF-2',
        price_minor: 2_002,
        rrp_minor: null,
        is_in_stock: false,
        deep_link: 'https://shop.offer.example/p/2',
        merchant_name: 'Offer Shop',
        last_seen_run: 'run-1',
        retired: false,
        of_its_product: true,
      },
    ]);
  });

  it('writes no offer for an unchanged re-sync, and only the changed one when a price changes', async () => {
    const merchantId = randomUUID();
    const rows = [row(1), row(2), row(3)];
    await upsert(merchantId, rows, 'run-1');
    const first = await offers(merchantId);

    await upsert(merchantId, rows, 'run-2');
    expect(await offers(merchantId)).toEqual(first);

    // A title change rewrites the product, not its offer: what a buyer pays did not change.
    await upsert(
      merchantId,
      [row(1, { title: 'Lumenwisp Spot One' }), { ...rows[1]!, priceMinor: 1_499 }, rows[2]!],
      'run-3',
    );
    const after = await offers(merchantId);
    expect(
      after
        .filter((offer, i) => offer.version !== first[i]!.version)
        .map((offer) => [offer.sku, offer.price_minor]),
    ).toEqual([['OF-2', 1_499]]);
  });

  it('retires the offers of the products a run did not list, and brings one back when a later run lists it', async () => {
    const merchantId = randomUUID();
    const rows = [row(1), row(2)];
    await upsert(merchantId, rows, 'run-a');

    await upsert(merchantId, [rows[0]!], 'run-b');
    await catalog.rpc.send(CatalogPatterns.productsRetireStale, { merchantId, runId: 'run-b' });
    expect((await offers(merchantId)).map((offer) => [offer.sku, offer.retired])).toEqual([
      ['OF-1', false],
      ['OF-2', true],
    ]);

    await upsert(merchantId, rows, 'run-c');
    expect((await offers(merchantId)).map((offer) => [offer.sku, offer.retired])).toEqual([
      ['OF-1', false],
      ['OF-2', false],
    ]);
  });

  it('gives every demo row exactly one offer, on its own product or on the product it joined (the seed writes through the same writer)', async () => {
    const [counts] = (await catalog.db.query(
      `SELECT count(*)::int AS rows,
              count(*) FILTER (WHERE (SELECT count(*) FROM offers o
                                       WHERE o.merchant_id = p.merchant_id AND o.merchant_sku = p.sku
                                         AND o.product_id = COALESCE(p.merged_into, p.id)) = 1)::int AS with_one_offer
         FROM products p WHERE p.merchant_id IS NOT NULL AND p.sku NOT LIKE 'OF-%'`,
    )) as [{ rows: number; with_one_offer: number }];
    expect(counts.rows).toBeGreaterThan(0);
    expect(counts.with_one_offer).toBe(counts.rows);
  });

  describe('on the product page and as click targets', () => {
    const merchants = { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID() };
    let productId: string;
    const offerIds: Record<keyof typeof merchants, string> = { a: '', b: '', c: '', d: '' };

    /** Another merchant's offer of the product, as matching will add them (a later step of issue 25). */
    const addOffer = async (
      merchant: keyof typeof merchants,
      offer: { price: number; shipping: Record<string, number>; inStock: boolean; seenHoursAgo: number },
    ) => {
      const [row] = (await catalog.db.query(
        `INSERT INTO offers (product_id, merchant_id, merchant_name, merchant_sku, price_minor, currency, shipping_minor, is_in_stock,
                             deep_link, last_seen_at)
         VALUES ($1, $2, $3, 'SKU-' || $3, $4, 'EUR', $5, $6, 'https://' || replace(lower($3), ' ', '-') || '.example/lamp', now() - make_interval(hours => $7))
         RETURNING id`,
        [
          productId,
          merchants[merchant],
          `Shop ${merchant.toUpperCase()}`,
          offer.price,
          offer.shipping,
          offer.inStock,
          offer.seenHoursAgo,
        ],
      )) as [{ id: string }];
      offerIds[merchant] = row.id;
    };

    beforeAll(async () => {
      await catalog.rpc.send(CatalogPatterns.productsUpsertBatch, {
        merchantId: merchants.a,
        merchantName: 'Shop A',
        mappingVersion: '1',
        runId: 'run-1',
        products: [
          row(90, {
            title: 'Comparo Lamp',
            slug: 'comparo-lamp',
            affiliateUrl: 'https://shop-a.example/lamp',
          }),
        ],
      });
      const [product] = (await catalog.db.query(
        `SELECT p.id, o.id AS offer_id FROM products p JOIN offers o ON o.product_id = p.id WHERE p.slug = 'comparo-lamp'`,
      )) as [{ id: string; offer_id: string }];
      productId = product.id;
      offerIds.a = product.offer_id;
      // A (its own offer, seen now): 20.90, no shipping sent. B: 15.00 + shipping to DE and FR only.
      // C: the cheapest, out of stock. D: A's price, seen a day ago (ties go to the most recently seen).
      await addOffer('b', { price: 1_500, shipping: { DE: 300, FR: 900 }, inStock: true, seenHoursAgo: 2 });
      await addOffer('c', { price: 1_000, shipping: {}, inStock: false, seenHoursAgo: 1 });
      await addOffer('d', { price: 2_090, shipping: {}, inStock: true, seenHoursAgo: 24 });
    });

    const page = (country?: string) =>
      catalog.rpc.send(CatalogPatterns.productBySlug, { slug: 'comparo-lamp', country } as never);

    it('ranks the offers that deliver to the country by total, out of stock last; the best one gives price, merchant and link', async () => {
      const germany = await page('DE');

      expect(germany.deliverTo).toBe('DE');
      expect(
        germany.offers.map((offer) => [
          offer.merchantName,
          offer.price,
          offer.shipping,
          offer.total,
          offer.isInStock,
        ]),
      ).toEqual([
        ['Shop B', '15.00', '3.00', '18.00', true],
        ['Shop A', '20.90', '0.00', '20.90', true],
        ['Shop D', '20.90', '0.00', '20.90', true],
        ['Shop C', '10.00', '0.00', '10.00', false],
      ]);
      expect(germany.offers[0]).toMatchObject({
        id: offerIds.b,
        merchantId: merchants.b,
        shippingKnown: true,
        currency: 'EUR',
      });
      expect(germany.offers[1]).toMatchObject({ id: offerIds.a, shippingKnown: false, rrp: '30.00' });
      expect(germany).toMatchObject({
        price: '15.00',
        merchant: { name: 'Shop B' },
        merchantId: merchants.b,
        affiliateUrl: 'https://shop-b.example/lamp',
        isInStock: true,
      });
    });

    it("leaves out offers that do not deliver to the country, and defaults to English's country (IE)", async () => {
      for (const ireland of [await page('IE'), await page()]) {
        expect(ireland.deliverTo).toBe('IE');
        expect(ireland.offers.map((offer) => offer.id)).toEqual([offerIds.a, offerIds.d, offerIds.c]);
        expect(ireland).toMatchObject({
          price: '20.90',
          merchantId: merchants.a,
          affiliateUrl: 'https://shop-a.example/lamp',
        });
      }
    });

    it('refuses a country outside the Deliver to list', async () => {
      await expect(page('US')).rejects.toMatchObject({ code: 'VALIDATION' });
    });

    const target = (payload: { offerId?: string; country?: string }) =>
      catalog.rpc.send(CatalogClickPatterns.clickTarget, { id: productId, ...payload } as never);

    it("sends a click to the offer asked for, and an unknown or another product's offer to the best one", async () => {
      expect(await target({ offerId: offerIds.d })).toMatchObject({
        offerId: offerIds.d,
        merchantId: merchants.d,
        deepLink: 'https://shop-d.example/lamp',
      });
      const [foreign] = (await catalog.db.query('SELECT id FROM offers WHERE product_id <> $1 LIMIT 1', [
        productId,
      ])) as [{ id: string }];
      for (const offerId of [randomUUID(), foreign.id, undefined]) {
        expect(await target({ offerId })).toMatchObject({
          offerId: offerIds.a,
          merchantId: merchants.a,
          deepLink: 'https://shop-a.example/lamp',
        });
      }
      expect(await target({ country: 'DE' })).toMatchObject({
        offerId: offerIds.b,
        deepLink: 'https://shop-b.example/lamp',
      });
    });
  });
});
