import { randomUUID } from 'node:crypto';
import {
  CatalogPatterns,
  type ProductListQuery,
  type ProductUpsertBatchPayload,
  type ProductWriteInput,
} from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { SearchIndexer } from '../../search/indexing/search-indexer';
import { WRITE_MODEL_VERSION } from './staged-product';
import { startCatalogForTest, type CatalogHarness } from '../../testing/catalog-harness';

/**
 * `catalog.products.upsertBatch` and `catalog.products.retireStale` through the real transport,
 * PostgreSQL and Meilisearch, on a database of the suite's own (it adds and retires products).
 */
describe(CatalogPatterns.productsUpsertBatch, () => {
  let catalog: CatalogHarness;
  /** Every id handed to the search index since the last reset. */
  let indexed: string[] = [];

  beforeAll(async () => {
    catalog = await startCatalogForTest('upsert-batch', {}, { ownDatabase: true });
    const indexer = catalog.app.get(SearchIndexer);
    const enqueue = indexer.enqueue.bind(indexer);
    jest.spyOn(indexer, 'enqueue').mockImplementation(async (ids, options) => {
      indexed.push(...ids);
      return enqueue(ids, options);
    });
  }, 120_000);

  afterAll(() => catalog?.close());

  const feedRow = (n: number, overrides: Partial<ProductWriteInput> = {}): ProductWriteInput => ({
    sku: `FD-${String(n).padStart(4, '0')}`,
    title: `Quasarlamp Pendant ${n}`,
    brandName: 'Feedwerk Leuchten',
    categorySlug: 'pendant-lights',
    priceMinor: 10_000 + n,
    originalPriceMinor: 15_000,
    currency: 'EUR',
    images: [
      { url: `https://cdn.feed.example/${n}-a.jpg`, altText: `Pendant ${n}` },
      { url: `https://cdn.feed.example/${n}-b.jpg` },
    ],
    badges: ['New'],
    lumens: 800,
    colorTemperature: 2700,
    wattage: 7.5,
    isDimmable: true,
    ipRating: 'IP20',
    bulbType: 'E27',
    finish: 'brass',
    features: ['dimmable', 'smart'],
    isInStock: true,
    affiliateUrl: `https://shop.feed.example/p/${n}`,
    gtin: null,
    shortDescription: `Pendant number ${n}.`,
    longDescription: `<p>Pendant <strong>${n}</strong></p><script>alert(1)</script>`,
    ...overrides,
  });

  const batch = (
    merchantId: string,
    products: ProductWriteInput[],
    extra: Partial<ProductUpsertBatchPayload> = {},
  ): ProductUpsertBatchPayload => ({
    merchantId,
    merchantName: 'Feed Merchant',
    mappingVersion: '1',
    runId: 'run-1',
    products,
    ...extra,
  });

  const upsert = (payload: ProductUpsertBatchPayload, messageId?: string) =>
    catalog.rpc.send(CatalogPatterns.productsUpsertBatch, payload, { messageId });

  /** Row versions: a product row rewritten gets a new xmin. */
  const rowVersions = async (merchantId: string) =>
    (await catalog.db.query(
      'SELECT sku, xmin::text AS version FROM products WHERE merchant_id = $1 ORDER BY sku',
      [merchantId],
    )) as Array<{ sku: string; version: string }>;

  const slugOf = async (merchantId: string, sku: string) => {
    const [row] = (await catalog.db.query('SELECT slug FROM products WHERE merchant_id = $1 AND sku = $2', [
      merchantId,
      sku,
    ])) as [{ slug: string }];
    return row.slug;
  };

  const searchTotal = async (q: string) =>
    (await catalog.rpc.send(CatalogPatterns.productsList, { q, limit: 1 } as ProductListQuery)).total;

  it('adds new products with every field, a new brand, listings and sanitised HTML', async () => {
    const merchantId = randomUUID();
    indexed = [];
    const reply = await upsert(batch(merchantId, [feedRow(1), feedRow(2), feedRow(3)]));

    expect(reply).toMatchObject({ added: 3, updated: 0, unchanged: 0 });
    expect(reply.changedIds).toHaveLength(3);
    expect(indexed.sort()).toEqual([...reply.changedIds].sort());
    const product = await catalog.rpc.send(CatalogPatterns.productBySlug, { slug: 'quasarlamp-pendant-1' });
    expect(product).toMatchObject({
      title: 'Quasarlamp Pendant 1',
      sku: 'FD-0001',
      brand: { name: 'Feedwerk Leuchten' },
      category: { slug: 'pendant-lights' },
      merchant: { name: 'Feed Merchant' },
      merchantId,
      price: '100.01',
      originalPrice: '150.00',
      currency: 'EUR',
      lumens: 800,
      wattage: 7.5,
      isDimmable: true,
      features: ['dimmable', 'smart'],
      affiliateUrl: 'https://shop.feed.example/p/1',
      longDescription: '<p>Pendant <strong>1</strong></p>',
      badges: [{ badge: { name: 'New' } }],
    });
    expect(product.images.map((image) => [image.url, image.altText, image.isPrimary])).toEqual([
      ['https://cdn.feed.example/1-a.jpg', 'Pendant 1', true],
      ['https://cdn.feed.example/1-b.jpg', null, false],
    ]);
    const listings = (await catalog.db.query(
      `SELECT c.slug FROM products p JOIN categories c ON c.id = ANY(p.listing_ids)
        WHERE p.id = $1 ORDER BY c.slug`,
      [product.id],
    )) as Array<{ slug: string }>;
    expect(listings.map((row) => row.slug)).toEqual(['indoor', 'pendant-lights', 'smart']);
    expect(
      await eventually(
        () => searchTotal('quasarlamp'),
        (total) => total >= 3,
        30_000,
      ),
    ).toBe(3);
  });

  it('writes nothing and indexes nothing when the same batch comes again (a retry counts nothing twice)', async () => {
    const merchantId = randomUUID();
    const rows = [feedRow(1), feedRow(2), feedRow(3)];
    await upsert(batch(merchantId, rows));
    const before = await rowVersions(merchantId);
    indexed = [];

    const again = await upsert(batch(merchantId, rows, { runId: 'run-2' }));

    expect(again).toEqual({ added: 0, updated: 0, unchanged: 3, changedIds: [], rejected: [], warnings: [] });
    expect(await rowVersions(merchantId)).toEqual(before);
    expect(indexed).toEqual([]);
  });

  it('counts the same batch sent twice at once as added once', async () => {
    const merchantId = randomUUID();
    const rows = Array.from({ length: 50 }, (_, i) => feedRow(100 + i));
    const replies = await Promise.all([upsert(batch(merchantId, rows)), upsert(batch(merchantId, rows))]);

    expect(replies.map((r) => r.added).sort()).toEqual([0, 50]);
    expect(replies.reduce((sum, r) => sum + r.added + r.updated, 0)).toBe(50);
    const [row] = (await catalog.db.query('SELECT count(*)::int AS n FROM products WHERE merchant_id = $1', [
      merchantId,
    ])) as [{ n: number }];
    expect(row.n).toBe(50);
  });

  it('answers a redelivered batch (same message id) with the first delivery counts, writing nothing', async () => {
    const merchantId = randomUUID();
    const rows = [feedRow(300), feedRow(301)];
    const messageId = `redelivered-${randomUUID()}`;
    const first = await upsert(batch(merchantId, rows), messageId);
    const before = await rowVersions(merchantId);

    const redelivered = await upsert(batch(merchantId, rows), messageId);

    expect(first).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    expect(redelivered).toEqual(first);
    expect(await rowVersions(merchantId)).toEqual(before);
  });

  const keepUnchanged = (merchantId: string, runId: string, rows: Array<{ sku: string; sourceHash: string; position: number }>) =>
    catalog.rpc.send(CatalogPatterns.productsKeepUnchanged, { merchantId, runId, rows });

  it('keeps the rows whose source hash is unchanged without writing or indexing them, as seen in the run', async () => {
    const merchantId = randomUUID();
    const rows = [1, 2, 3].map((n) => feedRow(n, { sourceHash: `source-${n}` }));
    await upsert(batch(merchantId, rows, { runId: 'run-a' }));
    const before = await rowVersions(merchantId);
    indexed = [];

    const reply = await keepUnchanged(merchantId, 'run-b', [
      { sku: 'FD-0001', sourceHash: 'source-1', position: 0 },
      { sku: 'FD-0002', sourceHash: 'source-2-changed', position: 1 },
      { sku: 'FD-0009', sourceHash: 'source-9', position: 2 },
    ]);

    expect(reply).toEqual({ unchanged: ['FD-0001'], added: [], updated: [] });
    expect(await rowVersions(merchantId)).toEqual(before);
    expect(indexed).toEqual([]);
    // The changed row is written by the caller; FD-0001 counts as seen, FD-0003 was not listed.
    await upsert(batch(merchantId, [feedRow(2, { sourceHash: 'source-2-changed', title: 'Zwielicht Pendant' })], { runId: 'run-b' }));
    expect(await catalog.rpc.send(CatalogPatterns.productsRetireStale, { merchantId, runId: 'run-b' })).toEqual({ retired: 1 });
    // A retired product is never kept by its hash: the next run writes it back.
    expect(await keepUnchanged(merchantId, 'run-c', [{ sku: 'FD-0003', sourceHash: 'source-3', position: 0 }])).toEqual({
      unchanged: [],
      added: [],
      updated: [],
    });
  });

  it('counts a row the same run sends again from the same feed position as the write it was', async () => {
    const merchantId = randomUUID();
    const rows = [1, 2].map((n) => feedRow(n, { sourceHash: `source-${n}` }));
    const first = await upsert(batch(merchantId, rows, { runId: 'run-k', positions: [0, 1] }));
    expect(first).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    const before = await rowVersions(merchantId);
    indexed = [];

    // A restarted worker sends the slice again: each row counts once, as added, and is indexed again.
    const resent = await upsert(batch(merchantId, rows, { runId: 'run-k', positions: [0, 1] }));
    expect(resent).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    expect([...resent.changedIds].sort()).toEqual([...first.changedIds].sort());
    expect(await rowVersions(merchantId)).toEqual(before);
    expect(await keepUnchanged(merchantId, 'run-k', [{ sku: 'FD-0001', sourceHash: 'source-1', position: 0 }])).toEqual({
      unchanged: [],
      added: ['FD-0001'],
      updated: [],
    });
    // The same rows elsewhere in the feed (listed twice) or in another run are unchanged.
    expect(await upsert(batch(merchantId, rows, { runId: 'run-k', positions: [7, 8] }))).toMatchObject({ added: 0, unchanged: 2 });
    expect(await upsert(batch(merchantId, rows, { runId: 'run-l', positions: [0, 1] }))).toMatchObject({ added: 0, unchanged: 2 });
  });

  it('refuses positions that do not match the products one to one', async () => {
    const merchantId = randomUUID();
    await expect(upsert(batch(merchantId, [feedRow(1), feedRow(2)], { positions: [0] }))).rejects.toMatchObject({
      kind: 'validation',
    });
  });

  it('rewrites and re-indexes only the rows whose content changed', async () => {
    const merchantId = randomUUID();
    const rows = [feedRow(1), feedRow(2), feedRow(3)];
    await upsert(batch(merchantId, rows));
    const before = await rowVersions(merchantId);
    const slugBefore = await slugOf(merchantId, 'FD-0002');
    indexed = [];

    const reply = await upsert(
      batch(merchantId, [
        rows[0]!,
        { ...rows[1]!, title: 'Zirkonflux Pendant', priceMinor: 4_990 },
        rows[2]!,
      ]),
    );

    expect(reply).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
    expect(indexed).toEqual(reply.changedIds);
    const after = await rowVersions(merchantId);
    expect(after.filter((row, i) => row.version !== before[i]!.version).map((row) => row.sku)).toEqual([
      'FD-0002',
    ]);
    // The slug stays: links to the product keep working after a title change.
    expect(await slugOf(merchantId, 'FD-0002')).toBe(slugBefore);
    expect(
      await eventually(
        () => searchTotal('zirkonflux'),
        (total) => total === 1,
        30_000,
      ),
    ).toBe(1);
  });

  it('rewrites every row once when the mapping version changes', async () => {
    const merchantId = randomUUID();
    const rows = [feedRow(1), feedRow(2)];
    await upsert(batch(merchantId, rows, { mappingVersion: 'v1' }));

    expect(await upsert(batch(merchantId, rows, { mappingVersion: 'v2' }))).toMatchObject({
      added: 0,
      updated: 2,
      unchanged: 0,
    });
    expect(await upsert(batch(merchantId, rows, { mappingVersion: 'v2' }))).toMatchObject({ unchanged: 2 });
  });

  it('keeps slugs unique with a suffix that is the same on every run', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const row = feedRow(7, { title: 'Twinlight Orbit Pendant' });
    await upsert(batch(first, [row]));
    await upsert(batch(second, [row, { ...row, sku: 'FD-OTHER' }]));

    const slugs = [
      await slugOf(first, row.sku),
      await slugOf(second, row.sku),
      await slugOf(second, 'FD-OTHER'),
    ];
    expect(slugs[0]).toBe('twinlight-orbit-pendant');
    expect(slugs[1]).toMatch(/^twinlight-orbit-pendant-[0-9a-f]{8}$/);
    expect(new Set(slugs).size).toBe(3);

    // Again, with new content: nobody's slug moves.
    await upsert(
      batch(
        second,
        [
          { ...row, priceMinor: 1 },
          { ...row, sku: 'FD-OTHER', priceMinor: 2 },
        ],
        { runId: 'run-2' },
      ),
    );
    expect([
      await slugOf(first, row.sku),
      await slugOf(second, row.sku),
      await slugOf(second, 'FD-OTHER'),
    ]).toEqual(slugs);
  });

  it('retires the products a run did not list (kept: those it listed, changed or not), and brings one back when a later run lists it', async () => {
    const merchantId = randomUUID();
    const rows = [
      feedRow(1, { title: 'Vortexglow Lamp 1' }),
      feedRow(2, { title: 'Vortexglow Lamp 2' }),
      feedRow(3, { title: 'Vortexglow Lamp 3' }),
    ];
    await upsert(batch(merchantId, rows, { runId: 'run-a' }));
    expect(
      await eventually(
        () => searchTotal('vortexglow'),
        (total) => total === 3,
        30_000,
      ),
    ).toBe(3);

    // Lamp 1 unchanged (a sighting), lamp 2 changed (written by the run), lamp 3 not listed.
    await upsert(batch(merchantId, [rows[0], feedRow(2, { title: 'Vortexglow Lamp 2 Mk II' })], { runId: 'run-b' }));
    const retired = await catalog.rpc.send(CatalogPatterns.productsRetireStale, {
      merchantId,
      runId: 'run-b',
    });

    expect(retired).toEqual({ retired: 1 });
    expect((await catalog.rpc.send(CatalogPatterns.productBySlug, { slug: 'vortexglow-lamp-2' })).title).toBe('Vortexglow Lamp 2 Mk II');
    await expect(
      catalog.rpc.send(CatalogPatterns.productBySlug, { slug: 'vortexglow-lamp-3' }),
    ).rejects.toMatchObject({ code: 'CATALOG.PRODUCT_NOT_FOUND' });
    expect(
      await eventually(
        () => searchTotal('vortexglow'),
        (total) => total === 2,
        30_000,
      ),
    ).toBe(2);
    expect(
      await catalog.rpc.send(CatalogPatterns.productsRetireStale, { merchantId, runId: 'run-b' }),
    ).toEqual({
      retired: 0,
    });

    const back = await upsert(batch(merchantId, rows, { runId: 'run-c' }));
    expect(back).toMatchObject({ added: 0, updated: 2, unchanged: 1 });
    expect((await catalog.rpc.send(CatalogPatterns.productBySlug, { slug: 'vortexglow-lamp-3' })).sku).toBe(
      'FD-0003',
    );
    expect(
      await eventually(
        () => searchTotal('vortexglow'),
        (total) => total === 3,
        30_000,
      ),
    ).toBe(3);
  });

  it('tells whether a merchant has a product that is not retired (a first import has none)', async () => {
    const merchantId = randomUUID();
    const any = () => catalog.rpc.send(CatalogPatterns.productsAnyForMerchant, { merchantId });
    await expect(any()).resolves.toEqual({ any: false, writerVersion: WRITE_MODEL_VERSION });

    await upsert(batch(merchantId, [feedRow(1, { title: 'Nebulight Lamp 1' })], { runId: 'run-a' }));
    await expect(any()).resolves.toEqual({ any: true, writerVersion: WRITE_MODEL_VERSION });

    // A run that lists nothing of it retires it: nothing is left that a run could keep.
    await upsert(batch(randomUUID(), [feedRow(2, { title: 'Nebulight Lamp 2' })], { runId: 'run-b' }));
    await catalog.rpc.send(CatalogPatterns.productsRetireStale, { merchantId, runId: 'run-b' });
    await expect(any()).resolves.toEqual({ any: false, writerVersion: WRITE_MODEL_VERSION });
    await expect(catalog.rpc.send(CatalogPatterns.productsAnyForMerchant, { merchantId: 'not-a-uuid' })).rejects.toMatchObject({ kind: 'validation' });
  });

  it('rejects a batch with an invalid row as a validation error naming the field, writing nothing', async () => {
    const merchantId = randomUUID();
    await expect(
      upsert(
        batch(merchantId, [feedRow(1), feedRow(2, { priceMinor: -5, affiliateUrl: 'javascript:alert(1)' })]),
      ),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      kind: 'validation',
      message: expect.stringMatching(
        /products\.1\.priceMinor.*products\.1\.affiliateUrl|products\.1\.affiliateUrl.*products\.1\.priceMinor/,
      ),
    });
    await expect(upsert({ ...batch(merchantId, [feedRow(1)]), merchantId: 'nope' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('merchantId'),
    });
    expect(await rowVersions(merchantId)).toEqual([]);
  });
});
