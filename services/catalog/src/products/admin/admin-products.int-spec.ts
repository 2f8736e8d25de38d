import { CatalogAdminPatterns, CatalogPatterns, adminProductListQuery, type AdminProductUpdate, type ProductListQuery } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { startSearchCatalog, type SearchCatalog } from '../../testing/search-catalog';
import { adminOrderedIdsSql, adminPageSql } from './admin-products.sql';

/**
 * The admin table's listing and the one-product edit, removal and restore, through the real
 * transport, PostgreSQL and Meilisearch. It writes products, so it runs on a database of its own
 * (seeded at start) and never disturbs the suites sharing the run's database.
 */
// The target is 5 s (the search-index job usually lands in 1-2 s); the wait allows for a machine
// shared by many suites.
const SEARCH_WAIT_MS = 10_000;

describe('admin products (catalog)', () => {
  let search: SearchCatalog;

  beforeAll(async () => {
    search = await startSearchCatalog('admin-products', { PRODUCT_CACHE_TTL_MS: '60000' }, { ownDatabase: true });
  }, 180_000);

  afterAll(() => search?.close());

  const rpc = () => search.catalog.rpc;
  const list = (query: Record<string, unknown>) => rpc().send(CatalogAdminPatterns.list, query as never);
  const shopSearch = async (q: string) => (await search.list({ q, limit: 5 } as Partial<ProductListQuery>)).products.map((p) => p.id);

  it('lists newest first, 20 a page, with the total and createdAt', async () => {
    const page = await list({});
    expect(page.products).toHaveLength(20);
    expect(page.total).toBe(await search.productCount());
    const dates = page.products.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.products.every((p) => p.removedAt === null)).toBe(true);
  });

  it('pages alike from the ordered ids of a bounded filter and from the index order', async () => {
    const [brand] = (await search.catalog.db.query('SELECT brand_id AS id FROM products WHERE brand_id IS NOT NULL LIMIT 1')) as [{ id: string }];
    const [category] = (await search.catalog.db.query('SELECT listing_ids[1] AS id FROM products WHERE cardinality(listing_ids) > 0 LIMIT 1')) as [{ id: string }];
    const queries = [
      {},
      { sortBy: 'price', sortOrder: 'desc', page: '2' },
      { brand: brand.id, sortBy: 'price' },
      { category: category.id, sortBy: 'createdAt', sortOrder: 'asc' },
      { search: 'lamp', page: '2' },
    ];
    for (const raw of queries) {
      const query = adminProductListQuery.parse(raw);
      const rows = async (page: { sql: string; params: unknown[] }) =>
        ((await search.catalog.db.query(page.sql, page.params)) as Array<{ id: string }>).map((row) => row.id);
      const start = (query.page - 1) * query.limit;
      const fromOrderedIds = (await rows(adminOrderedIdsSql(query))).slice(start, start + query.limit);
      expect(fromOrderedIds.length).toBeGreaterThan(0);
      expect(await rows(adminPageSql(query))).toEqual(fromOrderedIds);
      expect((await list(raw)).products.map((p) => p.id)).toEqual(fromOrderedIds);
    }
  });

  it('lists every badge for the edit form', async () => {
    const stored = (await search.catalog.db.query('SELECT id, name, color FROM badges')) as Array<{ id: string; name: string; color: string }>;
    const badges = await rpc().send(CatalogAdminPatterns.badges, {});
    expect(stored.length).toBeGreaterThan(0);
    expect(badges).toHaveLength(stored.length);
    expect(new Set(badges.map((b) => b.id))).toEqual(new Set(stored.map((b) => b.id)));
  });

  it('filters by brand id or by brand slug alike, and sorts by price', async () => {
    const [brand] = (await search.catalog.db.query(
      'SELECT b.id, b.slug FROM brands b JOIN products p ON p.brand_id = b.id GROUP BY b.id, b.slug ORDER BY count(*) DESC LIMIT 1',
    )) as [{ id: string; slug: string }];
    const byId = await list({ brand: brand.id, sortBy: 'price' });
    const bySlug = await list({ brand: [brand.slug], sortBy: 'price' });
    expect(byId.total).toBeGreaterThan(0);
    expect(bySlug).toEqual(byId);
    expect(byId.products.every((p) => p.brandId === brand.id)).toBe(true);
    const prices = byId.products.map((p) => Number(p.price));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('finds by search term and refuses a malformed query naming the field', async () => {
    const [{ title }] = (await search.catalog.db.query('SELECT title FROM products ORDER BY created_at LIMIT 1')) as [{ title: string }];
    const found = await list({ search: title.split(' ').slice(0, 2).join(' ') });
    expect(found.products.some((p) => p.title === title)).toBe(true);
    await expect(list({ sortBy: 'title' })).rejects.toMatchObject({ kind: 'validation', message: expect.stringContaining('sortBy') });
  });

  it('edits a product: the shop shows the change at once and search within seconds; HTML is sanitised', async () => {
    const [product] = (await list({ sortBy: 'price', sortOrder: 'desc', limit: 1 })).products;
    const [badge] = (await search.catalog.db.query('SELECT id FROM badges ORDER BY name LIMIT 1')) as [{ id: string }];
    const changes: AdminProductUpdate = {
      title: 'Zyxwvut Admin Lamp',
      price: 123.45,
      originalPrice: 150,
      isInStock: true,
      shortDescription: 'Edited by an admin',
      longDescription: '<p>Safe</p><script>alert(1)</script><img src=x onerror="alert(1)">',
      badges: [badge.id],
      featured: true,
    };
    const edited = await rpc().send(CatalogAdminPatterns.update, { id: product!.id, changes });
    expect(edited).toMatchObject({ title: 'Zyxwvut Admin Lamp', price: '123.45', originalPrice: '150.00', isInStock: true, isFeatured: true });
    expect(edited.longDescription).toContain('<p>Safe</p>');
    expect(edited.longDescription).not.toMatch(/script|onerror/);
    expect(edited.badges.map((b) => b.badge.id)).toEqual([badge.id]);

    const shopPage = await rpc().send(CatalogPatterns.productBySlug, { slug: product!.slug });
    expect(shopPage.title).toBe('Zyxwvut Admin Lamp');
    expect(await eventually(() => shopSearch('zyxwvut'), (ids) => ids.includes(product!.id), SEARCH_WAIT_MS)).toContain(product!.id);
  }, 30_000);

  it('refuses an unknown badge, naming the field', async () => {
    const [product] = (await list({ limit: 1 })).products;
    await expect(
      rpc().send(CatalogAdminPatterns.update, {
        id: product!.id,
        changes: { title: 'x', price: 1, originalPrice: null, isInStock: true, shortDescription: null, longDescription: null, badges: ['00000000-0000-4000-8000-000000000000'], featured: false },
      }),
    ).rejects.toMatchObject({ kind: 'validation', message: expect.stringContaining('badges') });
  });

  it('removes a product from the shop and search, lists it under Removed, and restores it', async () => {
    const [product] = (await list({ sortBy: 'price', sortOrder: 'asc', limit: 1 })).products;
    const word = product!.title.split(' ')[0]!;
    const before = await list({});
    await rpc().send(CatalogAdminPatterns.remove, { id: product!.id });

    await expect(rpc().send(CatalogPatterns.productBySlug, { slug: product!.slug })).rejects.toMatchObject({ kind: 'not_found' });
    expect((await list({})).total).toBe(before.total - 1);
    const removed = await list({ status: 'removed' });
    expect(removed.products.map((p) => p.id)).toContain(product!.id);
    expect(removed.products.find((p) => p.id === product!.id)?.removedAt).toEqual(expect.any(String));
    expect(await eventually(() => shopSearch(product!.title), (ids) => !ids.includes(product!.id), SEARCH_WAIT_MS)).not.toContain(product!.id);
    const listing = await search.list({ limit: 100, sortBy: 'price', sortOrder: 'asc' } as Partial<ProductListQuery>);
    expect(listing.products.map((p) => p.id)).not.toContain(product!.id);

    const restored = await rpc().send(CatalogAdminPatterns.restore, { id: product!.id });
    expect(restored.removedAt).toBeNull();
    expect((await rpc().send(CatalogPatterns.productBySlug, { slug: product!.slug })).id).toBe(product!.id);
    expect(await eventually(() => shopSearch(product!.title), (ids) => ids.includes(product!.id), SEARCH_WAIT_MS)).toContain(product!.id);
    expect(word.length).toBeGreaterThan(0);
  }, 40_000);

  it('answers not_found for an unknown product', async () => {
    await expect(rpc().send(CatalogAdminPatterns.get, { id: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ kind: 'not_found' });
  });
});
