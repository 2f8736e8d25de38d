import { CatalogClickPatterns, ClicksEvents, isWireError, type ProductListDto } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';
import { startSearchCatalog, type SearchCatalog } from '../../testing/search-catalog';

/** On a database of the suite's own: it retires products and changes their links and counts. */
describe('catalog for click tracking', () => {
  let search: SearchCatalog;

  beforeAll(async () => {
    search = await startSearchCatalog('product-clicks', {}, { ownDatabase: true });
  }, 180_000);
  afterAll(() => search?.close());

  const db = () => search.catalog.db;
  const rpc = () => search.catalog.rpc;

  /** A product one merchant sells (the demo's others have several offers, issue 25). */
  async function someProduct(offset = 3): Promise<{ id: string; slug: string; merchant_id: string; affiliate_url: string }> {
    const [row] = await db().query(`SELECT id, slug, merchant_id, affiliate_url FROM products p WHERE affiliate_url LIKE 'https://%' AND merged_into IS NULL
         AND (SELECT count(*) FROM offers o WHERE o.product_id = p.id AND o.retired_at IS NULL) = 1 ORDER BY slug OFFSET $1 LIMIT 1`, [offset]);
    return row;
  }

  async function notFoundCode(id: string): Promise<string> {
    try {
      await rpc().send(CatalogClickPatterns.clickTarget, { id });
      return 'found';
    } catch (error) {
      return isWireError(error) ? error.code : String(error);
    }
  }

  describe(CatalogClickPatterns.clickTarget, () => {
    it("answers a product's stored deep link, merchant and slug, through its one offer", async () => {
      const product = await someProduct();
      const [offer] = await db().query('SELECT id FROM offers WHERE product_id = $1', [product.id]);
      expect(await rpc().send(CatalogClickPatterns.clickTarget, { id: product.id })).toEqual({
        productId: product.id,
        offerId: offer.id,
        merchantId: product.merchant_id,
        slug: product.slug,
        deepLink: product.affiliate_url,
      });
    });

    it('answers not found for an unknown product, a retired one and one without a web address', async () => {
      expect(await notFoundCode(randomUUID())).toBe('CATALOG.PRODUCT_NOT_FOUND');
      const [retired] = await db().query(`UPDATE products SET retired_at = now() WHERE id = (SELECT id FROM products ORDER BY slug DESC OFFSET 1 LIMIT 1) RETURNING id`);
      expect(await notFoundCode(retired[0].id)).toBe('CATALOG.PRODUCT_NOT_FOUND');
      const [linkless] = await db().query(`UPDATE products SET affiliate_url = 'javascript:alert(1)' WHERE id = (SELECT id FROM products ORDER BY slug DESC LIMIT 1) RETURNING id`);
      await db().query(`UPDATE offers SET deep_link = 'javascript:alert(1)' WHERE product_id = $1`, [linkless[0].id]);
      expect(await notFoundCode(linkless[0].id)).toBe('CATALOG.PRODUCT_NOT_FOUND');
    });
  });

  it(`${CatalogClickPatterns.productStats} counts products and those added since a date`, async () => {
    const [{ n }] = await db().query(`SELECT count(*)::int AS n FROM products WHERE retired_at IS NULL`);
    expect(await rpc().send(CatalogClickPatterns.productStats, { since: new Date(Date.now() + 60_000).toISOString() })).toEqual({
      total: n,
      addedSince: 0,
    });
  });

  it(`stores the counts of ${ClicksEvents.counts} and 'Most Popular' follows them`, async () => {
    const product = await someProduct();
    const [{ max }] = await db().query(`SELECT max(click_count)::int AS max FROM products`);
    await rpc().emit(ClicksEvents.counts, { counts: [{ productId: product.id, clicks: max + 1000 }] });
    const stored = await eventually(
      async () => ((await db().query(`SELECT click_count FROM products WHERE id = $1`, [product.id])) as Array<{ click_count: number }>)[0]?.click_count,
      (n) => n === max + 1000,
      10_000,
    );
    expect(stored).toBe(max + 1000);

    const mostPopular = await eventually(
      () => search.list({ sortBy: 'clickCount', sortOrder: 'desc', limit: 1 }),
      (page: ProductListDto) => page.products[0]?.id === product.id,
      15_000,
    );
    expect(mostPopular.products[0]?.id).toBe(product.id);
  }, 30_000);

  it(`never lowers a count: a report of ${ClicksEvents.counts} handled after a newer one (a backlog read in parallel) changes nothing`, async () => {
    const product = await someProduct();
    const countOf = async () =>
      ((await db().query(`SELECT click_count FROM products WHERE id = $1`, [product.id])) as Array<{ click_count: number }>)[0]?.click_count;
    const [{ max }] = await db().query(`SELECT max(click_count)::int AS max FROM products`);
    await rpc().emit(ClicksEvents.counts, { counts: [{ productId: product.id, clicks: max + 7 }] });
    await eventually(countOf, (n) => n === max + 7, 10_000);
    // The older report, then a newer one for another product: once that one is stored, the older was handled.
    const other = await someProduct(4);
    await rpc().emit(ClicksEvents.counts, { counts: [{ productId: product.id, clicks: max + 5 }] });
    await rpc().emit(ClicksEvents.counts, { counts: [{ productId: other.id, clicks: max + 3 }] });
    await eventually(
      async () => ((await db().query(`SELECT click_count FROM products WHERE id = $1`, [other.id])) as Array<{ click_count: number }>)[0]?.click_count,
      (n) => n === max + 3,
      10_000,
    );
    expect(await countOf()).toBe(max + 7);
  }, 30_000);
});
