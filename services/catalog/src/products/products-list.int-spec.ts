import { CatalogPatterns, type CategoryDto, type ProductListParams } from '@lumina/contracts';
import { startSearchCatalog, type SearchCatalog } from '../testing/search-catalog';

/** What the product and category pages ask of `catalog.products.list` (filters and search: search/listing). */
describe(`${CatalogPatterns.productsList} for category pages and related products`, () => {
  let search: SearchCatalog;
  let categories: Map<string, CategoryDto>;
  const idOf = (slug: string) => categories.get(slug)?.id ?? '';
  // ProductListParams is zod's input type, where every preprocessed field is a required `unknown`.
  const list = (params: Record<string, unknown>) => search.list(params as ProductListParams);

  beforeAll(async () => {
    search = await startSearchCatalog('products-list');
    const all = await search.catalog.rpc.send(CatalogPatterns.categoriesList, {});
    categories = new Map(all.map((c) => [c.slug, c]));
  }, 180_000);

  afterAll(() => search.close());

  it('lists a product type newest first, 12 per page by default, with the total', async () => {
    const page = await list({ category: idOf('pendant-lights') });
    expect(page.products).toHaveLength(12);
    expect(page.total).toBeGreaterThanOrEqual(300);
    expect(page.products.every((p) => p.category?.slug === 'pendant-lights')).toBe(true);
    const dates = page.products.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it.each(['indoor', 'outdoor', 'smart'])('lists the products of the header group %s', async (group) => {
    const page = await list({ category: idOf(group), limit: 100 });
    expect(page.total).toBeGreaterThan(100);
    expect(page.products).toHaveLength(100);
    if (group === 'smart') expect(page.products.every((p) => p.features.includes('smart'))).toBe(true);
    if (group === 'outdoor') expect(page.products.every((p) => p.ipRating !== 'IP20')).toBe(true);
  });

  it('serves related products: four of the category, never the product itself', async () => {
    const [product] = (await list({ category: idOf('wall-sconces'), limit: 1 })).products;
    if (!product) throw new Error('wall sconces are seeded');
    const related = await list({ category: idOf('wall-sconces'), limit: 4, exclude: product.id });
    expect(related.products).toHaveLength(4);
    expect(related.products.every((p) => p.category?.slug === 'wall-sconces')).toBe(true);
    expect(related.products.map((p) => p.id)).not.toContain(product.id);
  });

  it('pages without overlap and returns an empty page past the end', async () => {
    const first = await list({ category: idOf('led-bulbs'), page: 1, limit: 50 });
    const second = await list({ category: idOf('led-bulbs'), page: 2, limit: 50 });
    const firstIds = new Set(first.products.map((p) => p.id));
    expect(second.products).toHaveLength(50);
    expect(second.products.some((p) => firstIds.has(p.id))).toBe(false);
    const past = await list({ category: idOf('led-bulbs'), page: 1000, limit: 50 });
    expect(past).toMatchObject({ products: [], total: first.total });
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ limit: 101 }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ category: 'pendant-lights' }, 'category'],
  ])('rejects %j as a validation error', async (params, field) => {
    await expect(list(params)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining(field),
    });
  });
});
