import { randomUUID } from 'node:crypto';
import { CatalogPatterns, type ProductUpsertBatchPayload, type ProductWriteInput } from '@lumina/contracts';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

/**
 * Offers written by the one product writer (`catalog.products.upsertBatch`, `retireStale`), through
 * the real transport and PostgreSQL, on a database of the suite's own.
 */
describe('offers written by the product writer', () => {
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
    )) as Array<{ sku: string; version: string; price_minor: number; retired: boolean } & Record<string, unknown>>;

  it('writes one offer per new product, with its merchant, price, rrp as sent, stock and link', async () => {
    const merchantId = randomUUID();
    await upsert(merchantId, [row(1), row(2, { isInStock: false, originalPriceMinor: null })], 'run-1');

    expect((await offers(merchantId)).map(({ version: _version, ...offer }) => offer)).toEqual([
      {
        sku: 'OF-1', price_minor: 2_001, rrp_minor: 3_000, is_in_stock: true, deep_link: 'https://shop.offer.example/p/1',
        merchant_name: 'Offer Shop', last_seen_run: 'run-1', retired: false, of_its_product: true,
      },
      {
        sku: 'OF-2', price_minor: 2_002, rrp_minor: null, is_in_stock: false, deep_link: 'https://shop.offer.example/p/2',
        merchant_name: 'Offer Shop', last_seen_run: 'run-1', retired: false, of_its_product: true,
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
    await upsert(merchantId, [row(1, { title: 'Lumenwisp Spot One' }), { ...rows[1]!, priceMinor: 1_499 }, rows[2]!], 'run-3');
    const after = await offers(merchantId);
    expect(after.filter((offer, i) => offer.version !== first[i]!.version).map((offer) => [offer.sku, offer.price_minor])).toEqual([
      ['OF-2', 1_499],
    ]);
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

  it('gives every demo product exactly one offer (the seed writes through the same writer)', async () => {
    const [counts] = (await catalog.db.query(
      `SELECT count(*)::int AS products,
              count(*) FILTER (WHERE (SELECT count(*) FROM offers o WHERE o.product_id = p.id) = 1)::int AS with_one_offer
         FROM products p WHERE p.merchant_id IS NOT NULL AND p.sku NOT LIKE 'OF-%'`,
    )) as [{ products: number; with_one_offer: number }];
    expect(counts.products).toBeGreaterThan(0);
    expect(counts.with_one_offer).toBe(counts.products);
  });
});
