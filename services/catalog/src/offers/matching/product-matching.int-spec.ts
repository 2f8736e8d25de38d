import { randomUUID } from 'node:crypto';
import { CatalogMatchPatterns, CatalogPatterns, type ProductUpsertBatchPayload, type ProductWriteInput } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { SearchDocumentsRepository } from '../../search/indexing/search-documents.repository';
import { startCatalogForTest, type CatalogHarness } from '../../testing/catalog-harness';

/**
 * Matching in the one product writer (ADR 025): several merchants' feeds through
 * `catalog.products.upsertBatch` over the real transport into PostgreSQL, on a database of the
 * suite's own (every GTIN here is shared on purpose).
 */
describe('matching merchants\u2019 rows into one product', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('product-matching', {}, { ownDatabase: true });
  }, 120_000);

  afterAll(() => catalog?.close());

  /** Valid GTIN-13s (check digit computed by GS1's rule), one per test so tests do not meet. */
  const GTIN = { join: '4006381333931', clash: '5901234123457', kept: '9780201379624', own: '4007817327098', twice: '8710103865285', text: '036000291452', search: '96385074', admin: '4006381333962' };

  const row = (sku: string, overrides: Partial<ProductWriteInput> = {}): ProductWriteInput => ({
    sku,
    title: 'Arcwerk Lumix Arc Pendant 40 cm',
    brandName: 'Arcwerk',
    categorySlug: 'pendant-lights',
    priceMinor: 12_900,
    currency: 'EUR',
    isInStock: true,
    affiliateUrl: `https://shop.match.example/${sku}`,
    ...overrides,
  });

  const sync = (merchantId: string, products: ProductWriteInput[], runId = randomUUID(), extra: Partial<ProductUpsertBatchPayload> = {}) =>
    catalog.rpc.send(CatalogPatterns.productsUpsertBatch, {
      merchantId,
      merchantName: `Shop ${merchantId.slice(0, 4)}`,
      mappingVersion: '1',
      runId,
      products,
      ...extra,
    } satisfies ProductUpsertBatchPayload);

  /** Where each of a merchant's rows ended: the listed product its offer belongs to. */
  const placement = async (merchantId: string) =>
    (await catalog.db.query(
      `SELECT o.merchant_sku AS sku, o.product_id, s.slug AS product_slug, p.merged_into IS NOT NULL AS merged
         FROM offers o JOIN products p ON p.merchant_id = o.merchant_id AND p.sku = o.merchant_sku
         JOIN products s ON s.id = o.product_id
        WHERE o.merchant_id = $1 AND o.retired_at IS NULL ORDER BY o.merchant_sku`,
      [merchantId],
    )) as Array<{ sku: string; product_id: string; product_slug: string; merged: boolean }>;

  const pageOf = (slug: string, language = 'en') => catalog.rpc.send(CatalogPatterns.productBySlug, { slug, country: 'DE', language });

  it('joins two merchants\u2019 rows by GTIN, and by brand + MPN written differently, into one product with two offers', async () => {
    const shopA = randomUUID();
    const shopB = randomUUID();
    await sync(shopA, [
      row('A-1', { gtin: GTIN.join.padStart(14, '0') }),
      row('A-2', { title: 'Arcwerk Halo Wall Light', categorySlug: 'wall-sconces', mpn: 'AW-40.2', priceMinor: 5_000 }),
    ]);
    const reply = await sync(shopB, [
      row('B-1', { title: 'Lumix Arc pendant lamp 40cm by Arcwerk, black', gtin: GTIN.join.padStart(14, '0'), priceMinor: 11_900 }),
      row('B-2', { title: 'Halo wall light', brandName: 'ARCWERK', categorySlug: 'wall-sconces', mpn: 'aw 40 2', priceMinor: 4_500 }),
    ]);
    expect(reply).toMatchObject({ added: 2, rejected: [], warnings: [] });

    const [a1, a2] = await placement(shopA);
    const [b1, b2] = await placement(shopB);
    expect(b1).toMatchObject({ product_id: a1?.product_id, merged: true });
    expect(b2).toMatchObject({ product_id: a2?.product_id, merged: true });
    // The joined product lists both offers, ranked; the best one is the spec's single-merchant price.
    const page = await pageOf(a1?.product_slug as string);
    expect(page.offers.map((offer) => [offer.merchantId, offer.price])).toEqual([
      [shopB, '119.00'],
      [shopA, '129.00'],
    ]);
    expect(page).toMatchObject({ merchantId: shopB, price: '119.00', title: 'Arcwerk Lumix Arc Pendant 40 cm' });
    // The absorbed row is no product of its own in the shop.
    const listed = await catalog.rpc.send(CatalogPatterns.productsList, { q: 'Arcwerk', limit: 20 } as never);
    expect(listed.total).toBe(2);

    // A re-sync of the joining merchant with a new price keeps its offer on the joined product.
    await sync(shopB, [
      row('B-1', { title: 'Lumix Arc pendant lamp 40cm by Arcwerk, black', gtin: GTIN.join.padStart(14, '0'), priceMinor: 13_900 }),
      row('B-2', { title: 'Halo wall light', brandName: 'ARCWERK', categorySlug: 'wall-sconces', mpn: 'aw 40 2', priceMinor: 4_500 }),
    ]);
    expect((await placement(shopB)).map((offer) => offer.product_id)).toEqual([a1?.product_id, a2?.product_id]);
    expect((await pageOf(a1?.product_slug as string)).offers.map((offer) => offer.merchantId)).toEqual([shopA, shopB]);
  });

  it('does not match on a GTIN with a wrong check digit, and says why', async () => {
    const shopA = randomUUID();
    const shopB = randomUUID();
    const valid = GTIN.own.padStart(14, '0');
    const wrongDigit = `${valid.slice(0, 13)}${(Number(valid[13]) + 1) % 10}`;
    await sync(shopA, [row('A-1', { gtin: valid })]);
    const reply = await sync(shopB, [row('B-1', { gtin: wrongDigit })]);
    expect(reply.warnings).toEqual([{ index: 0, sku: 'B-1', field: 'gtin', reason: `GTIN ${wrongDigit} has a wrong check digit: not used for matching` }]);
    const [a1] = await placement(shopA);
    const [b1] = await placement(shopB);
    expect(b1).toMatchObject({ merged: false });
    expect(b1?.product_id).not.toBe(a1?.product_id);
  });

  it('queues a GTIN match whose brands differ in \u2018Matches to check\u2019 and keeps the rows apart', async () => {
    const shopA = randomUUID();
    const shopB = randomUUID();
    await sync(shopA, [row('A-1', { gtin: GTIN.clash.padStart(14, '0') })]);
    await sync(shopB, [row('B-1', { brandName: 'Nordglanz', gtin: GTIN.clash.padStart(14, '0') })]);
    const [a1] = await placement(shopA);
    const [b1] = await placement(shopB);
    expect(b1?.product_id).not.toBe(a1?.product_id);
    const queued = (await catalog.db.query(
      `SELECT product_id, other_product_id, status, reason FROM product_match_decisions WHERE gtin = $1`,
      [GTIN.clash.padStart(14, '0')],
    )) as Array<{ product_id: string; other_product_id: string; status: string; reason: string }>;
    expect(queued).toEqual([
      {
        product_id: [a1?.product_id, b1?.product_id].sort()[0],
        other_product_id: [a1?.product_id, b1?.product_id].sort()[1],
        status: 'pending',
        reason: 'brands differ (Arcwerk / Nordglanz)',
      },
    ]);
    // A title that shares too little is queued the same way.
    const shopC = randomUUID();
    await sync(shopC, [row('C-1', { title: 'Solar garden stake light', gtin: GTIN.clash.padStart(14, '0') })]);
    const reasons = (await catalog.db.query(`SELECT reason FROM product_match_decisions WHERE gtin = $1 ORDER BY reason`, [
      GTIN.clash.padStart(14, '0'),
    ])) as Array<{ reason: string }>;
    expect(reasons.map((r) => r.reason)).toEqual(['brands differ (Arcwerk / Nordglanz)', 'titles share 0 % of their words (at least 34 % needed)']);
  });

  it('applies an admin\u2019s decision on every later sync: merged stays merged, apart stays apart', async () => {
    const shopA = randomUUID();
    const shopB = randomUUID();
    const shopC = randomUUID();
    const gtin = GTIN.kept.padStart(14, '0');
    await sync(shopA, [row('A-1', { gtin })]);
    await sync(shopB, [row('B-1', { brandName: 'Arcwerk Lighting GmbH', gtin })]);
    await sync(shopC, [row('C-1', { brandName: 'Other Maker', gtin })]);
    const [a1] = await placement(shopA);
    const [b1] = await placement(shopB);
    const [c1] = await placement(shopC);
    await catalog.db.query(`UPDATE product_match_decisions SET status = 'merged', decided_by = 'test' WHERE $1 IN (product_id, other_product_id)`, [b1?.product_id]);
    await catalog.db.query(`UPDATE product_match_decisions SET status = 'apart', decided_by = 'test' WHERE $1 IN (product_id, other_product_id)`, [c1?.product_id]);

    for (const price of [10_000, 10_500]) {
      await sync(shopB, [row('B-1', { brandName: 'Arcwerk Lighting GmbH', gtin, priceMinor: price })]);
      await sync(shopC, [row('C-1', { brandName: 'Other Maker', gtin, priceMinor: price })]);
      expect((await placement(shopB))[0]?.product_id).toBe(a1?.product_id);
      expect((await placement(shopC))[0]).toMatchObject({ product_id: c1?.product_id, merged: false });
    }
    const statuses = (await catalog.db.query(`SELECT status FROM product_match_decisions WHERE gtin = $1 ORDER BY status`, [gtin])) as Array<{ status: string }>;
    expect(statuses.map((s) => s.status)).toEqual(['apart', 'merged']);
  });

  it('takes one offer per merchant: a second SKU matching the product is rejected with the reason, the first in feed order wins', async () => {
    const shopA = randomUUID();
    const shopB = randomUUID();
    const gtin = GTIN.twice.padStart(14, '0');
    await sync(shopA, [row('A-1', { gtin })]);
    const reply = await sync(shopB, [row('B-2', { gtin, priceMinor: 9_000 }), row('B-1', { gtin, priceMinor: 9_500 })]);
    // B-1 sorts first but B-2 came first in the feed.
    expect(reply).toMatchObject({ added: 1, unchanged: 0 });
    expect(reply.rejected).toEqual([
      { index: 1, sku: 'B-1', field: 'gtin', reason: expect.stringContaining('same product as SKU B-2 earlier in this feed') },
    ]);
    const [a1] = await placement(shopA);
    expect(await placement(shopB)).toEqual([expect.objectContaining({ sku: 'B-2', product_id: a1?.product_id })]);

    // In a later batch, a new SKU of the same merchant matching the product is rejected too.
    const later = await sync(shopB, [row('B-3', { gtin })]);
    expect(later.rejected).toEqual([
      { index: 0, sku: 'B-3', field: 'gtin', reason: expect.stringMatching(/already has this merchant's SKU B-2: a product takes one offer per merchant/) },
    ]);
    expect((await placement(shopB)).map((offer) => offer.sku)).toEqual(['B-2']);
  });

  it('shows the title, text and images of the oldest row in the page\u2019s language, else of the oldest row, whichever merchant synced last', async () => {
    const shopEn = randomUUID();
    const shopDe = randomUUID();
    const gtin = GTIN.text.padStart(14, '0');
    const images = (host: string) => [{ url: `https://${host}.example/lamp.jpg` }];
    await sync(shopEn, [row('E-1', { gtin, title: 'Arcwerk Lumix Arc Pendant', shortDescription: 'A pendant.', images: images('en') })], randomUUID(), { feedLanguage: 'en' });
    await sync(shopDe, [row('D-1', { gtin, title: 'Arcwerk Lumix Arc Pendelleuchte', shortDescription: 'Eine Pendelleuchte.', images: images('de') })], randomUUID(), {
      feedLanguage: 'de',
    });
    const [e1] = await placement(shopEn);
    const slug = e1?.product_slug as string;
    const shown = async (language: string) => {
      const page = await pageOf(slug, language);
      return [page.title, page.shortDescription, page.images[0]?.url, page.textLanguage];
    };
    expect(await shown('de')).toEqual(['Arcwerk Lumix Arc Pendelleuchte', 'Eine Pendelleuchte.', 'https://de.example/lamp.jpg', 'de']);
    expect(await shown('en')).toEqual(['Arcwerk Lumix Arc Pendant', 'A pendant.', 'https://en.example/lamp.jpg', 'en']);
    expect(await shown('fr')).toEqual(['Arcwerk Lumix Arc Pendant', 'A pendant.', 'https://en.example/lamp.jpg', 'en']);
    // The German shop syncs again with a new title: still the German page's row, the others unchanged.
    await sync(shopDe, [row('D-1', { gtin, title: 'Arcwerk Lumix Arc Pendelleuchte 40 cm', images: images('de') })], randomUUID(), { feedLanguage: 'de' });
    expect((await shown('de'))[0]).toBe('Arcwerk Lumix Arc Pendelleuchte 40 cm');
    expect((await shown('fr'))[0]).toBe('Arcwerk Lumix Arc Pendant');
  });

  it('lists and indexes one product per group: lowest and highest price, shop count and every shop (the Shops filter finds it by any of them)', async () => {
    const shopA = randomUUID();
    const shopB = randomUUID();
    const gtin = GTIN.search.padStart(14, '0');
    await sync(shopA, [row('S-1', { gtin, title: 'Zephyrine Floor Uplighter', priceMinor: 20_000 })]);
    await sync(shopB, [row('S-2', { gtin, title: 'Zephyrine floor uplighter, white', priceMinor: 18_000, isInStock: false })]);
    const [a] = await placement(shopA);
    const [document] = await catalog.app.get(SearchDocumentsRepository).byIds([a?.product_id as string]);
    // The lowest in-stock price: shop B's cheaper offer is out of stock.
    expect(document).toMatchObject({ minPrice: 200, maxPrice: 200, price: 200, offerCount: 2, isInStock: true });
    expect([...(document?.merchantIds ?? [])].sort()).toEqual([shopA, shopB].sort());

    const byShop = await eventually(
      () => catalog.rpc.send(CatalogPatterns.productsList, { q: 'Zephyrine', merchant: [shopB], limit: 10 } as never),
      (list) => list.total === 1,
      30_000,
    );
    expect(byShop.products.map((p) => [p.id, p.price, p.offerCount])).toEqual([[a?.product_id, '200.00', 2]]);
  });

  it('lets an admin merge a queued pair, keep one apart and split an offer off; a decided pair answers 409 with the reason', async () => {
    const shopA = randomUUID();
    const shopB = randomUUID();
    const shopC = randomUUID();
    const gtin = GTIN.admin.padStart(14, '0');
    await sync(shopA, [row('A-1', { gtin, title: 'Orbis Desk Lamp' })]);
    await sync(shopB, [row('B-1', { gtin, title: 'Orbis Desk Lamp', brandName: 'Orbiswerk' })]);
    await sync(shopC, [row('C-1', { gtin, title: 'Orbis Desk Lamp', brandName: 'Other Orbis Maker' })]);
    const [a1] = await placement(shopA);
    const [b1] = await placement(shopB);
    const pairs = (await catalog.rpc.send(CatalogMatchPatterns.list, {})).filter((pair) => pair.gtin === gtin);
    expect(pairs).toHaveLength(2);
    expect(pairs[0]?.products[0]).toMatchObject({ id: a1?.product_id, title: 'Orbis Desk Lamp', brand: 'Arcwerk' });
    const withB = pairs.find((pair) => pair.products.some((side) => side.id === b1?.product_id));
    const withC = pairs.find((pair) => pair !== withB);

    await expect(catalog.rpc.send(CatalogMatchPatterns.merge, { id: withB?.id as string, actor: 'ops@lumina.example' })).resolves.toMatchObject({ status: 'merged' });
    await expect(catalog.rpc.send(CatalogMatchPatterns.keepApart, { id: withC?.id as string })).resolves.toMatchObject({ status: 'apart' });
    await expect(catalog.rpc.send(CatalogMatchPatterns.merge, { id: withC?.id as string })).rejects.toMatchObject({
      code: 'CATALOG.MATCH_CONFLICT',
      message: 'this pair was already decided (kept apart)',
    });
    expect((await placement(shopB))[0]).toMatchObject({ product_id: a1?.product_id, merged: true });
    expect((await pageOf(a1?.product_slug as string)).offers.map((offer) => offer.merchantId).sort()).toEqual([shopA, shopB].sort());
    // The merchant's next sync keeps the admin's merge.
    await sync(shopB, [row('B-1', { gtin, title: 'Orbis Desk Lamp', brandName: 'Orbiswerk', priceMinor: 9_900 })]);
    expect((await placement(shopB))[0]?.product_id).toBe(a1?.product_id);

    // Split it off again: its row is its own product, and stays so on the next sync.
    const offerId = (await pageOf(a1?.product_slug as string)).offers.find((offer) => offer.merchantId === shopB)?.id as string;
    const split = await catalog.rpc.send(CatalogMatchPatterns.split, { offerId });
    expect(split.productId).toBe(b1?.product_id);
    await sync(shopB, [row('B-1', { gtin, title: 'Orbis Desk Lamp', brandName: 'Orbiswerk', priceMinor: 9_800 })]);
    expect((await placement(shopB))[0]).toMatchObject({ product_id: b1?.product_id, merged: false });
    await expect(catalog.rpc.send(CatalogMatchPatterns.split, { offerId: (await pageOf(a1?.product_slug as string)).offers[0]?.id as string })).rejects.toMatchObject({
      code: 'CATALOG.MATCH_CONFLICT',
    });
  });
});
