import { CatalogPatterns, MerchantsEvents, type MerchantDto } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';
import { startCatalogForTest, type CatalogHarness } from '../../testing/catalog-harness';

jest.setTimeout(60_000);

/** On a database of the suite's own: it adds, retires, hides and shows products. */
describe('catalog follows merchant.changed', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('merchant-visibility', {}, { ownDatabase: true });
  }, 120_000);
  afterAll(() => catalog?.close());

  const merchantEvent = (id: string, name: string, isActive: boolean) =>
    catalog.rpc.emit(MerchantsEvents.changed, { merchant: { id, name, isActive } as MerchantDto });
  const product = (sku: string) => ({ sku, title: `Visibility Lamp ${sku}`, categorySlug: 'ceiling-lights' as const, priceMinor: 1000, affiliateUrl: `https://shop.example/${sku}` });
  const listed = async (merchantId: string) =>
    (await catalog.rpc.send(CatalogPatterns.productsList, { merchant: [merchantId], limit: 50 } as never)).total;

  it('hides a deactivated merchant’s products, brings back exactly those on reactivation, and copies a rename', async () => {
    const merchantId = randomUUID();
    await catalog.rpc.send(CatalogPatterns.productsUpsertBatch, { merchantId, merchantName: 'Vis', mappingVersion: '1', runId: 'r1', products: [product('V1'), product('V2'), product('V3')] });
    // V3 was dropped by a later feed run: it stays gone even after reactivation.
    await catalog.rpc.send(CatalogPatterns.productsUpsertBatch, { merchantId, merchantName: 'Vis', mappingVersion: '1', runId: 'r2', products: [product('V1'), product('V2')] });
    await catalog.rpc.send(CatalogPatterns.productsRetireStale, { merchantId, runId: 'r2' });
    expect(await listed(merchantId)).toBe(2);

    await merchantEvent(merchantId, 'Vis', false);
    expect(await eventually(() => listed(merchantId), (total) => total === 0, 10_000)).toBe(0);

    await merchantEvent(merchantId, 'Vis Renamed', true);
    expect(await eventually(() => listed(merchantId), (total) => total === 2, 10_000)).toBe(2);
    const rows = await eventually(
      (): Promise<{ sku: string; merchant_name: string }[]> =>
        catalog.db.query(`SELECT sku, merchant_name FROM products WHERE merchant_id = $1 AND retired_at IS NULL ORDER BY sku`, [merchantId]),
      (found) => found.every((row) => row.merchant_name === 'Vis Renamed'),
      10_000,
    );
    expect(rows).toEqual([
      { sku: 'V1', merchant_name: 'Vis Renamed' },
      { sku: 'V2', merchant_name: 'Vis Renamed' },
    ]);
  });
});
