import { INERT_HTML_DEMO_SLUG } from './demo-inert-product';
import { DemoSeedService } from './demo-seed.service';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

describe('DemoSeedService', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('demo-seed');
  }, 60_000);

  afterAll(() => catalog.close());

  const counts = async () => {
    const [row] = (await catalog.db.query(`
      SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM brands)::int AS brands,
             (SELECT coalesce(sum(jsonb_array_length(images)), 0) FROM products)::int AS images, (SELECT coalesce(sum(cardinality(listing_ids)), 0) FROM products)::int AS listings,
             (SELECT count(*) FROM collections)::int AS collections, (SELECT count(*) FROM collection_products)::int AS collection_products,
             (SELECT count(*) FROM guides)::int AS guides, (SELECT count(*) FROM categories)::int AS categories,
             (SELECT md5(string_agg(id || slug || price_minor || coalesce(long_description, ''), '' ORDER BY id)) FROM products) AS fingerprint`)) as [
      Record<string, number | string>,
    ];
    return row;
  };

  it('seeds at least 2,000 products, 30 brands, 8 collections and the six guides in 27 languages', async () => {
    const seeded = await counts();
    expect(seeded.products).toBeGreaterThanOrEqual(2000);
    expect(seeded.brands).toBeGreaterThanOrEqual(30);
    expect(seeded.collections).toBeGreaterThanOrEqual(8);
    expect(seeded).toMatchObject({ guides: 6 * 27, categories: 13 });
  });

  it('lets the demo show comparisons: 40 %+ of listed products sold by two or more shops at different prices and shipping, one GTIN clash to check', async () => {
    const [row] = (await catalog.db.query(`
      WITH listed AS (SELECT p.id FROM products p WHERE p.removed_at IS NULL AND p.retired_at IS NULL AND p.merged_into IS NULL),
           shops AS (SELECT o.product_id, count(*) AS n, count(DISTINCT o.price_minor) AS prices, count(DISTINCT o.shipping_minor) AS shipping
                       FROM offers o JOIN listed l ON l.id = o.product_id WHERE o.retired_at IS NULL GROUP BY o.product_id)
      SELECT (SELECT count(*) FROM listed)::int AS listed,
             (SELECT count(*) FROM shops WHERE n >= 2)::int AS compared,
             (SELECT count(*) FROM shops WHERE n >= 2 AND prices >= 2 AND shipping >= 2)::int AS differing,
             (SELECT count(*) FROM product_match_decisions WHERE status = 'pending' AND reason LIKE 'brands differ%')::int AS clashes`)) as [
      { listed: number; compared: number; differing: number; clashes: number },
    ];
    expect(row.compared / row.listed).toBeGreaterThanOrEqual(0.4);
    expect(row.differing / row.compared).toBeGreaterThan(0.9);
    expect(row.clashes).toBe(1);
  });

  it('lists every product under its own category and under indoor, outdoor or smart', async () => {
    const [row] = (await catalog.db.query(`
      SELECT count(*)::int AS unlisted FROM products p
       WHERE NOT p.category_id = ANY(p.listing_ids)
          OR NOT EXISTS (SELECT 1 FROM categories c WHERE c.id = ANY(p.listing_ids) AND c.slug IN ('indoor', 'outdoor', 'smart'))`)) as [
      { unlisted: number },
    ];
    expect(row.unlisted).toBe(0);
  });

  it('stores the inert-html demo description sanitised by the product writer', async () => {
    const [row] = (await catalog.db.query('SELECT long_description FROM products WHERE slug = $1', [
      INERT_HTML_DEMO_SLUG,
    ])) as [{ long_description: string }];
    expect(row.long_description).toContain('<img src="/images/products/led-bulbs-1.svg"');
    expect(row.long_description).not.toMatch(/<script|onerror|onload|onmouseover|javascript:|style=/i);
  });

  it('changes nothing when two instances seed again at the same time', async () => {
    const before = await counts();
    const seeder = catalog.app.get(DemoSeedService);
    await Promise.all([seeder.seed(), seeder.seed()]);
    expect(await counts()).toEqual(before);
  });
});
