import {
  CatalogPatterns,
  PRODUCT_SORT_OPTIONS,
  type CategoryDto,
  type ProductDto,
  type ProductListParams,
} from '@lumina/contracts';
import { startSearchCatalog, type SearchCatalog } from '../../testing/search-catalog';

/** `catalog.products.list` answered by Meilisearch: filters, sorts, paging, typos, synonyms. */
describe('catalog.products.list on Meilisearch', () => {
  let search: SearchCatalog;
  let categories: Map<string, CategoryDto>;
  const list = (params: ProductListParams) => search.list(params);
  const categoryId = (slug: string) => categories.get(slug)?.id ?? '';
  /** Independent count straight from PostgreSQL. */
  const count = async (where: string, params: unknown[] = []) => {
    const [row] = (await search.catalog.db.query(
      `SELECT count(*)::int AS n FROM products p WHERE p.merged_into IS NULL AND (${where})`,
      params,
    )) as [{ n: number }];
    return row.n;
  };

  beforeAll(async () => {
    search = await startSearchCatalog('search-listing');
    const all = await search.catalog.rpc.send(CatalogPatterns.categoriesList, {});
    categories = new Map(all.map((c) => [c.slug, c]));
  }, 180_000);

  afterAll(() => search.close());

  describe('filters', () => {
    const every = (products: ProductDto[], check: (p: ProductDto) => boolean) =>
      products.length > 0 && products.every(check);

    it('lists a category, including the indoor/outdoor/smart groups, with the same total as the database', async () => {
      for (const slug of ['pendant-lights', 'outdoor']) {
        const page = await list({ category: [categoryId(slug)], limit: 100 });
        const expected = await count(
          '$1::uuid = ANY(p.listing_ids)',
          [categoryId(slug)],
        );
        expect(page.total).toBe(expected);
        expect(page.products).toHaveLength(Math.min(100, expected));
      }
    });

    it('filters by brand slug', async () => {
      const page = await list({ brand: ['aurelia-smart'], limit: 100 });
      expect(every(page.products, (p) => p.brand?.name === 'Aurelia Smart')).toBe(true);
      expect(page.total).toBe(
        await count("p.brand_id = (SELECT id FROM brands WHERE slug = 'aurelia-smart')"),
      );
    });

    it('filters by brand id as by its slug, ids and slugs mixed', async () => {
      const [aurelia] = (await search.catalog.db.query("SELECT id FROM brands WHERE slug = 'aurelia-smart'")) as [{ id: string }];
      const bySlug = await list({ brand: ['aurelia-smart'], limit: 100 });
      const byId = await list({ brand: [aurelia.id], limit: 100 });
      expect(byId.total).toBeGreaterThan(0);
      expect(byId.products.map((p) => p.id)).toEqual(bySlug.products.map((p) => p.id));
      const [other] = (await search.catalog.db.query(
        "SELECT b.slug FROM brands b WHERE b.slug <> 'aurelia-smart' AND EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id) ORDER BY b.slug LIMIT 1",
      )) as [{ slug: string }];
      const mixed = await list({ brand: [aurelia.id.toUpperCase(), other.slug], limit: 1 });
      expect(mixed.total).toBe(bySlug.total + (await list({ brand: [other.slug], limit: 1 })).total);
    });

    it.each([
      ['bulbType', 'GU10', 'p.bulb_type', (p: ProductDto) => p.bulbType === 'GU10'],
      ['ipRating', 'IP65', 'p.ip_rating', (p: ProductDto) => p.ipRating === 'IP65'],
      ['finish', 'brass', 'p.finish', (p: ProductDto) => p.finish === 'brass'],
    ] as const)('filters by %s', async (param, value, column, check) => {
      const page = await list({ [param]: [value], limit: 100 });
      expect(every(page.products, check)).toBe(true);
      expect(page.total).toBe(await count(`${column} = $1`, [value]));
    });

    it('filters by a feature and by isDimmable=true', async () => {
      const solar = await list({ features: ['solar'], limit: 100 });
      expect(every(solar.products, (p) => p.features.includes('solar'))).toBe(true);
      expect(solar.total).toBe(await count("'solar' = ANY(p.features)"));
      const dimmable = await list({ isDimmable: 'true', limit: 100 });
      expect(every(dimmable.products, (p) => p.isDimmable)).toBe(true);
      expect(dimmable.total).toBe(await count('p.is_dimmable'));
    });

    it('filters by price, bounds included, in euros', async () => {
      const page = await list({ priceMin: '100', priceMax: '200', limit: 100 });
      expect(every(page.products, (p) => Number(p.price) >= 100 && Number(p.price) <= 200)).toBe(true);
      expect(page.total).toBe(await count('p.price_minor BETWEEN 10000 AND 20000'));
    });

    it('ORs values of one filter and ANDs different filters', async () => {
      const [gu10, e27, both] = await Promise.all([
        list({ bulbType: ['GU10'], limit: 1 }),
        list({ bulbType: ['E27'], limit: 1 }),
        list({ bulbType: ['GU10', 'E27'], limit: 1 }),
      ]);
      expect(both.total).toBe(gu10.total + e27.total);
      const narrowed = await list({ bulbType: ['GU10', 'E27'], finish: ['black'], limit: 100 });
      expect(narrowed.total).toBe(await count("p.bulb_type IN ('GU10', 'E27') AND p.finish = 'black'"));
      expect(
        every(narrowed.products, (p) => ['GU10', 'E27'].includes(p.bulbType ?? '') && p.finish === 'black'),
      ).toBe(true);
    });

    it('serves related products: the category without the product itself', async () => {
      const [first] = (await list({ category: [categoryId('wall-sconces')], limit: 1 })).products;
      const related = await list({ category: [categoryId('wall-sconces')], exclude: first!.id, limit: 4 });
      expect(related.products).toHaveLength(4);
      expect(related.products.map((p) => p.id)).not.toContain(first!.id);
    });
  });

  describe('sorting and paging', () => {
    const keyOf: Record<string, (p: ProductDto) => number | string> = {
      createdAt: (p) => p.createdAt,
      price: (p) => Number(p.price),
      title: (p) => p.title.toLowerCase(),
      clickCount: (p) => p.clickCount,
    };

    it.each(PRODUCT_SORT_OPTIONS.map((option) => [option.key, option] as const))(
      'sorts %s',
      async (_key, option) => {
        const page = await list({
          category: [categoryId('ceiling-lights')],
          sortBy: option.sortBy,
          sortOrder: option.sortOrder,
          limit: 40,
        });
        const keys = page.products.map(keyOf[option.sortBy]!);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys).toEqual(option.sortOrder === 'asc' ? sorted : sorted.reverse());
      },
    );

    it('sorts by price within a search term as well', async () => {
      const page = await list({ q: 'pendant', sortBy: 'price', sortOrder: 'desc', limit: 30 });
      const prices = page.products.map((p) => Number(p.price));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    it('pages without overlap or gaps, and an empty page past the end', async () => {
      const query = { category: [categoryId('led-bulbs')], sortBy: 'price', sortOrder: 'asc' } as const;
      const [first, second, both] = await Promise.all([
        list({ ...query, page: 1, limit: 12 }),
        list({ ...query, page: 2, limit: 12 }),
        list({ ...query, page: 1, limit: 24 }),
      ]);
      expect([...first.products, ...second.products].map((p) => p.id)).toEqual(
        both.products.map((p) => p.id),
      );
      const past = await list({ ...query, page: 1000, limit: 12 });
      expect(past.products).toEqual([]);
      expect(past.total).toBe(first.total);
    });
  });

  describe('full-text search', () => {
    it('finds products by a word of the title or description, title matches first', async () => {
      const page = await list({ q: 'chandelier', limit: 100 });
      expect(page.total).toBe(
        await count("p.title ILIKE '%chandelier%' OR p.short_description ILIKE '%chandelier%'"),
      );
      const inTitle = await count("p.title ILIKE '%chandelier%'");
      expect(page.products.slice(0, Math.min(inTitle, 100)).every((p) => /chandelier/i.test(p.title))).toBe(
        true,
      );
    });

    it('still finds the product with a typo in the term', async () => {
      const typo = await list({ q: 'chandeleir', limit: 5 });
      expect(typo.total).toBeGreaterThan(0);
      expect(typo.products[0]?.title).toMatch(/Chandelier/);
      const oneLetter = await list({ q: 'bolard', limit: 5 });
      expect(oneLetter.products[0]?.title).toMatch(/Bollard/);
    });

    it("understands shoppers' words for the same thing, in other languages too", async () => {
      const hanging = await list({ q: 'hanging', limit: 20 });
      expect(hanging.products.some((p) => /Pendant/.test(p.title))).toBe(true);
      const kinkiet = await list({ q: 'kinkiet', limit: 20 }); // Polish: wall light
      expect(kinkiet.total).toBeGreaterThan(0);
      expect(
        kinkiet.products.every((p) =>
          /Wall (Light|Lamp)|Sconce/i.test(`${p.title} ${p.shortDescription ?? ''}`),
        ),
      ).toBe(true);
      const pendellampa = await list({ q: 'pendellampa', limit: 20 }); // Swedish: pendant
      expect(pendellampa.total).toBeGreaterThan(0);
      expect(pendellampa.products.every((p) => /Pendant/i.test(`${p.title} ${p.shortDescription ?? ''}`))).toBe(true);
    });

    it('finds nothing for a term no product has', async () => {
      await expect(list({ q: 'xylophone zeppelin' })).resolves.toMatchObject({ products: [], total: 0 });
    });
  });

  describe('validation', () => {
    it.each([
      [{ page: -1 }, 'page'],
      [{ limit: 101 }, 'limit'],
      [{ sortBy: 'rating' }, 'sortBy'],
      [{ bulbType: ['E40'] }, 'bulbType'],
      [{ priceMin: '500', priceMax: '100' }, 'priceMin'],
    ])('rejects %j with a message naming %s', async (params, field) => {
      await expect(list(params as ProductListParams)).rejects.toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining(field),
      });
    });
  });
});
