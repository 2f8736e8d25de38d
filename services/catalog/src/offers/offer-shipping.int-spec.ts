import { randomUUID } from 'node:crypto';
import { CatalogPatterns, type ProductUpsertBatchPayload, type ProductWriteInput } from '@lumina/contracts';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

/**
 * Shipping per destination through the one writer (ADR 025): a feed row's own shipping, else its
 * merchant's default table; the product page ranks by item + shipping to the buyer's country among
 * offers that deliver there. 'Last checked' is the last sighting, not the last change.
 */
describe('offers: shipping per country and last seen', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('offer-shipping', {}, { ownDatabase: true });
  }, 120_000);

  afterAll(() => catalog?.close());

  const gtin = '04006381333931';
  const row = (sku: string, overrides: Partial<ProductWriteInput> = {}): ProductWriteInput => ({
    sku,
    title: 'Solvik Opal Wall Light',
    brandName: 'Solvik',
    categorySlug: 'wall-sconces',
    priceMinor: 10_000,
    currency: 'EUR',
    affiliateUrl: `https://shop.ship.example/${sku}`,
    gtin,
    ...overrides,
  });
  const sync = (merchantId: string, products: ProductWriteInput[], extra: Partial<ProductUpsertBatchPayload> = {}) =>
    catalog.rpc.send(CatalogPatterns.productsUpsertBatch, {
      merchantId,
      merchantName: `Shop ${merchantId.slice(0, 4)}`,
      mappingVersion: '1',
      runId: randomUUID(),
      products,
      ...extra,
    } satisfies ProductUpsertBatchPayload);

  it('ranks by item + shipping to the country, with the feed\u2019s shipping first and the merchant\u2019s table else; offers that do not deliver there are left out', async () => {
    const cheapItem = randomUUID();
    const freeShipping = randomUUID();
    const germanyOnly = randomUUID();
    // Cheapest item, but 9.90 shipping to Germany and 4.90 to Austria from its merchant's table.
    await sync(cheapItem, [row('C-1', { priceMinor: 9_500 })], { defaultShippingMinor: { DE: 990, AT: 490 } });
    // Its feed row's own shipping (free to Germany and Austria) wins over its merchant's table.
    await sync(freeShipping, [row('F-1', { priceMinor: 10_000, shippingMinor: { DE: 0, AT: 0 } })], { defaultShippingMinor: { DE: 1_500, AT: 1_500 } });
    await sync(germanyOnly, [row('G-1', { priceMinor: 9_800 })], { defaultShippingMinor: { DE: 300 } });
    const [{ slug }] = (await catalog.db.query(`SELECT slug FROM products WHERE merchant_id = $1`, [cheapItem])) as [{ slug: string }];
    const page = (country: string) => catalog.rpc.send(CatalogPatterns.productBySlug, { slug, country });

    const germany = await page('DE');
    expect(germany.offers.map((offer) => [offer.merchantId, offer.price, offer.shipping, offer.total])).toEqual([
      [freeShipping, '100.00', '0.00', '100.00'],
      [germanyOnly, '98.00', '3.00', '101.00'],
      [cheapItem, '95.00', '9.90', '104.90'],
    ]);
    expect(germany).toMatchObject({ merchantId: freeShipping, price: '100.00' });

    const austria = await page('AT');
    expect(austria.offers.map((offer) => [offer.merchantId, offer.total])).toEqual([
      [cheapItem, '99.90'],
      [freeShipping, '100.00'],
    ]);
    expect(austria).toMatchObject({ merchantId: cheapItem, price: '95.00' });

    expect((await page('FR')).offers).toEqual([]);
    expect(await page('FR')).toMatchObject({ isInStock: false });

    // A new default table reaches the offers on the merchant's next sync.
    await sync(cheapItem, [row('C-1', { priceMinor: 9_500 })], { defaultShippingMinor: { DE: 0, AT: 490 } });
    expect((await page('DE')).offers[0]).toMatchObject({ merchantId: cheapItem, total: '95.00' });
  });

  it('shows when an offer was last seen, moved by an unchanged sync that did not rewrite it', async () => {
    const merchantId = randomUUID();
    const only = row('L-1', { gtin: null, title: 'Solvik Lone Lamp' });
    await sync(merchantId, [only]);
    const [{ slug, version }] = (await catalog.db.query(
      `SELECT p.slug, o.xmin::text AS version FROM products p JOIN offers o ON o.product_id = p.id WHERE p.merchant_id = $1`,
      [merchantId],
    )) as [{ slug: string; version: string }];
    const first = (await catalog.rpc.send(CatalogPatterns.productBySlug, { slug, country: 'IE' })).offers[0]?.lastCheckedAt as string;
    await sync(merchantId, [only]);
    const [after] = (await catalog.db.query(`SELECT o.xmin::text AS version FROM offers o WHERE o.merchant_id = $1`, [merchantId])) as [{ version: string }];
    expect(after.version).toBe(version);
    // Product pages are kept in memory a few seconds: the sighting shows once the page is read again.
    await catalog.rpc.send(CatalogPatterns.productsUpsertBatch, {
      merchantId: randomUUID(), merchantName: 'Other', mappingVersion: '1', runId: 'flush', products: [row('X-1', { gtin: null, title: 'Other Lamp' })],
    });
    const second = (await catalog.rpc.send(CatalogPatterns.productBySlug, { slug, country: 'IE' })).offers[0]?.lastCheckedAt as string;
    expect(new Date(second).getTime()).toBeGreaterThan(new Date(first).getTime());
  });
});
