import { CatalogPatterns, type ProductDetailDto } from '@lumina/contracts';
import { INERT_HTML_DEMO_SLUG } from '../seed/demo-inert-product';
import { ProductViewCounter } from './product-views.counter';
import { eventually } from '@lumina/platform/testing';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

describe(CatalogPatterns.productBySlug, () => {
  let catalog: CatalogHarness;
  let slug: string;

  beforeAll(async () => {
    catalog = await startCatalogForTest('product-by-slug');
    const [row] = (await catalog.db.query(
      `SELECT slug FROM products p WHERE original_price_minor IS NOT NULL AND brand_id IS NOT NULL AND merged_into IS NULL
          AND (SELECT count(*) FROM offers o WHERE o.product_id = p.id) = 1 ORDER BY slug LIMIT 1`,
    )) as [{ slug: string }];
    slug = row.slug;
  });

  afterAll(() => catalog.close());

  const storedViews = async (productSlug: string): Promise<number> => {
    const [row] = (await catalog.db.query('SELECT view_count FROM products WHERE slug = $1', [
      productSlug,
    ])) as [{ view_count: number }];
    return row.view_count;
  };

  it('returns every field of the spec’s product, prices as decimal strings', async () => {
    const product = await catalog.rpc.send(CatalogPatterns.productBySlug, { slug });
    expect(product).toEqual<ProductDetailDto>({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug,
      title: expect.any(String),
      brand: { name: expect.any(String) },
      brandId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      category: { id: expect.any(String), name: expect.any(String), slug: expect.any(String) },
      merchant: { name: expect.any(String) },
      merchantId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      offerCount: expect.any(Number),
      textLanguage: 'en',
      sku: expect.any(String),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      originalPrice: expect.stringMatching(/^\d+\.\d{2}$/),
      // Decided by the price-history rollup from observed prices, never the feed's original price.
      eprelId: product.eprelId === null ? null : expect.stringMatching(/^\d+$/),
      lightSource: product.lightSource === null ? null : expect.stringMatching(/^(light-source|contains)$/),
      reducedFrom: product.reducedFrom === null ? null : expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'EUR',
      images: expect.arrayContaining([
        {
          id: expect.any(String),
          url: expect.stringMatching(/^\/images\/products\//),
          altText: expect.any(String),
          isPrimary: true,
        },
      ]),
      badges: expect.any(Array),
      lumens: expect.any(Number),
      colorTemperature: expect.any(Number),
      wattage: expect.any(Number),
      isDimmable: expect.any(Boolean),
      ipRating: expect.stringMatching(/^IP\d\d$/),
      bulbType: expect.any(String),
      finish: product.finish,
      dimensions: expect.any(String),
      materials: expect.any(String),
      energyRating: expect.stringMatching(/^[A-G]$/),
      features: expect.any(Array),
      isInStock: expect.any(Boolean),
      viewCount: expect.any(Number),
      clickCount: expect.any(Number),
      affiliateUrl: product.affiliateUrl,
      shortDescription: expect.any(String),
      longDescription: expect.stringContaining('<p>'),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      deliverTo: 'IE',
      // Its one offer (a demo merchant's feed row, with its shipping table), which gives it price, merchant and link.
      offers: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          merchantId: product.merchantId,
          merchantName: product.merchant?.name ?? null,
          price: product.price,
          rrp: product.originalPrice,
          currency: 'EUR',
          shipping: expect.stringMatching(/^\d+\.\d{2}$/),
          shippingKnown: true,
          total: (Number(product.price) + Number(product.offers[0]?.shipping)).toFixed(2),
          isInStock: product.isInStock,
          deliveryTime: null,
          condition: 'new',
          lastCheckedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
    expect(Number(product.originalPrice)).toBeGreaterThan(Number(product.price));
    expect([null, ...['black', 'white', 'brass', 'chrome', 'bronze', 'copper', 'steel']]).toContain(
      product.finish,
    );
    if (product.affiliateUrl !== null) expect(new URL(product.affiliateUrl).protocol).toBe('https:');
    expect(product.category?.slug).toMatch(/-/);
  });

  it('counts the view: the reply includes it and the stored count catches up in the background', async () => {
    const before = await storedViews(slug);
    const product = await catalog.rpc.send(CatalogPatterns.productBySlug, { slug });
    expect(product.viewCount).toBeGreaterThanOrEqual(before + 1);
    expect(await eventually(() => storedViews(slug), (views) => views >= before + 1)).toBeGreaterThanOrEqual(before + 1);
  });

  it('shows each further view in viewCount while the page is served from memory', async () => {
    const counts: number[] = [];
    for (let i = 0; i < 3; i += 1)
      counts.push((await catalog.rpc.send(CatalogPatterns.productBySlug, { slug })).viewCount);
    const [first = 0] = counts;
    expect(counts).toEqual([first, first + 1, first + 2]);
  });

  it('adds up many views of one product without losing any', async () => {
    // Views of the earlier tests may still be waiting for their write: settle them first.
    await catalog.app.get(ProductViewCounter).flush();
    const before = await storedViews(slug);
    await Promise.all(
      Array.from({ length: 20 }, () => catalog.rpc.send(CatalogPatterns.productBySlug, { slug })),
    );
    expect(await eventually(() => storedViews(slug), (views) => views === before + 20)).toBe(before + 20);
  });

  it('writes on flush every view recorded before it, even while an earlier write is under way', async () => {
    const counter = catalog.app.get(ProductViewCounter);
    const [other] = (await catalog.db.query(`SELECT id, slug FROM products ORDER BY slug DESC LIMIT 1`)) as [{ id: string; slug: string }];
    await counter.flush();
    const before = await storedViews(other.slug);
    counter.record(other.id);
    const earlier = counter.flush();
    counter.record(other.id);
    await counter.flush();
    expect(await storedViews(other.slug)).toBe(before + 2);
    await earlier;
  });

  it('serves the inert-html demo with its script, handlers and javascript: link removed', async () => {
    const product = await catalog.rpc.send(CatalogPatterns.productBySlug, { slug: INERT_HTML_DEMO_SLUG });
    expect(product.longDescription).toContain('<strong>inert</strong>');
    expect(product.longDescription).not.toMatch(/<script|onerror|onload|onmouseover|javascript:/i);
  });

  it('rejects an unknown slug with CATALOG.PRODUCT_NOT_FOUND and counts no view', async () => {
    await expect(catalog.rpc.send(CatalogPatterns.productBySlug, { slug: 'no-such-lamp' })).rejects.toEqual({
      code: 'CATALOG.PRODUCT_NOT_FOUND',
      kind: 'not_found',
      message: "Product 'no-such-lamp' not found",
    });
  });

  it('rejects a malformed slug as a validation error', async () => {
    await expect(
      catalog.rpc.send(CatalogPatterns.productBySlug, { slug: '../etc/passwd' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      kind: 'validation',
    });
  });
});
