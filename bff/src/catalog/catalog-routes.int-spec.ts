import type {
  BrandListItemDto,
  CategoryDto,
  CollectionDto,
  CollectionWithProductsDto,
  GuideDto,
  ProductDetailDto,
  ProductDto,
  ProductListDto,
  ProductSnapshotDto,
} from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { SHOP_MERCHANT_NAME, startShopBff, type ShopBff } from '../testing/shop-bff';

// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Node 20.19+
// loads it, Jest cannot. Nothing here downloads a static file, so a CommonJS stand-in will do.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

/** The demo seed's guides, newest first, with their English and German titles (services/catalog/src/seed/guides). */
const GUIDES_NEWEST_FIRST = [
  'choosing-colour-temperature',
  'lumens-not-watts',
  'ip-ratings-explained',
  'smart-lighting-getting-started',
  'layering-light',
  'eu-energy-label',
];
const LAYERING_LIGHT = {
  en: 'Layering Light: Ambient, Task and Accent',
  de: 'Licht in Ebenen: Grund-, Arbeits- und Akzentlicht',
};
/** The demo seed's featured collections, in display order (services/catalog/src/seed/demo-collections.ts). */
const FEATURED_COLLECTIONS = [
  'scandinavian-calm',
  'brass-and-glass',
  'industrial-loft',
  'garden-evenings',
  'smart-home-starter',
];
const OTHER_COLLECTIONS = [
  'kitchen-island-pendants',
  'bathroom-safe',
  'energy-savers',
  'reading-corners',
  'solar-and-sensor',
];

describe('catalogue routes (the BFF in front of the real catalog service)', () => {
  let bff: ShopBff;
  let aria: ProductSnapshotDto;

  beforeAll(async () => {
    bff = await startShopBff('bff-catalog', { cart: false });
    aria = await bff.catalog.add({ title: 'Aria Pendant', slug: 'aria-pendant', priceMinor: 12900 });
  });
  afterAll(() => bff?.close());

  const get = (url: string) => bff.app.inject({ method: 'GET', url });
  const db = <Row>(sql: string, params?: unknown[]) => bff.catalog.service.database.query<Row>(sql, params);

  describe('GET /api/products/featured', () => {
    it('answers the featured shelf in rank order, not a product called "featured"', async () => {
      const shelf = await db<{ slug: string }>(
        'SELECT slug FROM catalog.products WHERE is_featured AND removed_at IS NULL ORDER BY featured_rank, id',
      );
      expect(shelf.length).toBeGreaterThanOrEqual(8);

      const response = await get('/api/products/featured');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const featured = response.json<ProductDto[]>();
      expect(featured.map((product) => product.slug)).toEqual(shelf.map((row) => row.slug));
      // The seed interleaves the product types: the home page's first six show six different ones.
      expect(new Set(featured.slice(0, 6).map((product) => product.category?.slug)).size).toBe(6);
      expect(featured.every((product) => product.isInStock)).toBe(true);
    });
  });

  describe('GET /api/products/:slug', () => {
    it('answers the product with that slug', async () => {
      const response = await get('/api/products/aria-pendant');
      expect(response.statusCode).toBe(200);
      expect(response.json<ProductDto>()).toMatchObject({
        id: aria.id,
        slug: 'aria-pendant',
        title: 'Aria Pendant',
        price: '129.00',
        currency: 'EUR',
        category: { slug: 'pendant-lights' },
        merchant: { name: SHOP_MERCHANT_NAME },
      });
    });

    it('answers a seeded product as the featured shelf shows it', async () => {
      const [first] = (await get('/api/products/featured')).json<ProductDto[]>();
      if (!first) throw new Error('the featured shelf is empty');
      const response = await get(`/api/products/${first.slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<ProductDto>()).toMatchObject({
        id: first.id,
        title: first.title,
        price: first.price,
      });
    });

    it("answers the product's offers for the 'Deliver to' country asked for, else the language's country", async () => {
      const cases = [
        ['/api/products/aria-pendant?country=de', 'DE'],
        ['/api/products/aria-pendant?language=fr', 'FR'],
        ['/api/products/aria-pendant', 'IE'],
      ] as const;
      for (const [url, country] of cases) {
        const product = (await get(url)).json<ProductDetailDto>();
        expect(product.deliverTo).toBe(country);
        expect(product.offers).toEqual([
          expect.objectContaining({
            merchantName: SHOP_MERCHANT_NAME,
            price: '129.00',
            shipping: '0.00',
            total: '129.00',
            isInStock: true,
          }),
        ]);
      }
    });

    it('answers a merged product\'s old slug with a 301 to the survivor, keeping the query', async () => {
      const absorbed = await bff.catalog.add({ title: 'Aria Pendant (second shop)', slug: 'aria-pendant-second-shop', priceMinor: 13900 });
      // As the writer leaves a product that joined another (catalog's product-matching suite covers how).
      await db('UPDATE catalog.products SET merged_into = $1 WHERE id = $2', [aria.id, absorbed.id]);
      const response = await get('/api/products/aria-pendant-second-shop?country=at');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/api/products/aria-pendant?country=at');
    });

    it("answers a country outside the 'Deliver to' list with a 400 naming it", async () => {
      const response = await get('/api/products/aria-pendant?country=US');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        details: [expect.objectContaining({ path: 'country' })],
      });
    });

    it.each([
      '/api/products/Not_A_Slug',
      '/api/categories/Not_A_Slug',
      '/api/collections/Not_A_Slug',
      '/api/guides/Not_A_Slug',
    ])('answers a malformed slug (%s) with a 400 naming the slug and saying what one is', async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringMatching(/^Invalid request: slug: .*lower-case/),
        details: [expect.objectContaining({ path: 'slug' })],
      });
    });
  });

  it.each([
    ['/api/products/missing', 'CATALOG.PRODUCT_NOT_FOUND', "Product 'missing' not found"],
    ['/api/collections/missing', 'CATALOG.COLLECTION_NOT_FOUND', "Collection 'missing' not found"],
    ['/api/guides/missing', 'CATALOG.GUIDE_NOT_FOUND', "Guide 'missing' not found"],
  ])('answers GET %s, an unknown slug, with a JSON 404 naming it', async (url, code, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ statusCode: 404, code, message });
  });

  describe('GET /api/products (related products and the listing query)', () => {
    let ceilingLights: CategoryDto;

    beforeAll(async () => {
      ceilingLights = (await get('/api/categories/ceiling-lights')).json<CategoryDto>();
    });

    it('answers the related products: the limit asked for, of the category, without the product shown', async () => {
      const [inCategory] = await db<{ count: number }>(
        `SELECT count(*)::int AS count FROM catalog.products
          WHERE $1 = ANY(listing_ids) AND removed_at IS NULL AND retired_at IS NULL AND merged_into IS NULL`,
        [ceilingLights.id],
      );
      if (!inCategory) throw new Error('no count of the ceiling lights');
      // The first of the category is the product whose page asks for its related products.
      const listing = await eventually(
        async () => (await get(`/api/products?category=${ceilingLights.id}&limit=4`)).json<ProductListDto>(),
        (list) => list.total === inCategory.count,
        15_000,
      );
      expect(listing.total).toBe(inCategory.count);
      expect(listing.products).toHaveLength(4);
      const shown = listing.products[0];
      if (!shown) throw new Error('the ceiling lights list no product');

      const response = await get(`/api/products?category=${ceilingLights.id}&limit=4&exclude=${shown.id}`);
      expect(response.statusCode).toBe(200);
      const related = response.json<ProductListDto>();
      expect(related.total).toBe(inCategory.count - 1);
      expect(related.products).toHaveLength(4);
      expect(related.products.map((product) => product.id)).not.toContain(shown.id);
      expect(related.products.every((product) => product.category?.slug === 'ceiling-lights')).toBe(true);
    });

    it.each([
      ['page=0', 'page'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=abc', 'page'],
      ['category=not-a-uuid', 'category'],
    ])('answers ?%s with a 400 naming %s', async (query, field) => {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining(field),
        details: [{ path: expect.stringMatching(new RegExp(`^${field}\\b`)) }],
      });
    });
  });

  describe('GET /api/collections', () => {
    it('answers every collection in display order', async () => {
      const response = await get('/api/collections');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const collections = response.json<CollectionDto[]>();
      expect(collections.map((collection) => collection.slug)).toEqual([
        ...FEATURED_COLLECTIONS,
        ...OTHER_COLLECTIONS,
      ]);
    });

    it('answers /api/collections/featured with the featured collections, not a collection called "featured"', async () => {
      const response = await get('/api/collections/featured');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const featured = response.json<CollectionDto[]>();
      expect(featured.map((collection) => collection.slug)).toEqual(FEATURED_COLLECTIONS);
      expect(featured[1]).toMatchObject({ name: 'Brass & Glass', isFeatured: true });
    });

    it('answers one collection with its products', async () => {
      const response = await get('/api/collections/brass-and-glass');
      expect(response.statusCode).toBe(200);
      const collection = response.json<CollectionWithProductsDto>();
      expect(collection).toMatchObject({ slug: 'brass-and-glass', name: 'Brass & Glass' });
      expect(collection.collectionProducts).toHaveLength(16);
      expect(collection.collectionProducts.every(({ product }) => product.finish === 'brass')).toBe(true);
    });
  });

  describe('GET /api/brands', () => {
    it('answers every brand by name with its product count', async () => {
      const counts = await db<{ slug: string; count: number }>(
        `SELECT b.slug, (SELECT count(*)::int FROM catalog.products p WHERE p.brand_id = b.id AND p.removed_at IS NULL AND p.retired_at IS NULL AND p.merged_into IS NULL) AS count
           FROM catalog.brands b`,
      );
      const response = await get('/api/brands');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const brands = response.json<BrandListItemDto[]>();
      expect(brands.length).toBeGreaterThanOrEqual(30);
      expect(brands).toHaveLength(counts.length);
      const names = brands.map((brand) => brand.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      expect(brands).toContainEqual(
        expect.objectContaining({ slug: 'aurelia-smart', name: 'Aurelia Smart' }),
      );
      const productCounts = Object.fromEntries(brands.map((brand) => [brand.slug, brand.productCount]));
      expect(productCounts).toEqual(Object.fromEntries(counts.map((row) => [row.slug, row.count])));
      expect(productCounts['aurelia-smart']).toBeGreaterThan(0);
    });
  });

  describe('GET /api/guides', () => {
    it('answers the English guides, newest first, when no language is asked for', async () => {
      const response = await get('/api/guides');
      expect(response.statusCode).toBe(200);
      const guides = response.json<GuideDto[]>();
      expect(guides.map((guide) => guide.slug)).toEqual(GUIDES_NEWEST_FIRST);
      expect(guides.every((guide) => guide.language === 'en')).toBe(true);
      expect(guides[4]?.title).toBe(LAYERING_LIGHT.en);
    });

    it('answers the guides in the language asked for', async () => {
      const guides = (await get('/api/guides?language=de')).json<GuideDto[]>();
      expect(guides.map((guide) => [guide.slug, guide.language])).toEqual(
        GUIDES_NEWEST_FIRST.map((slug) => [slug, 'de']),
      );
      expect(guides[4]?.title).toBe(LAYERING_LIGHT.de);
    });

    it('answers one guide in English by default and in the language asked for', async () => {
      const english = await get('/api/guides/layering-light');
      expect(english.statusCode).toBe(200);
      expect(english.json<GuideDto>()).toMatchObject({
        slug: 'layering-light',
        language: 'en',
        title: LAYERING_LIGHT.en,
      });
      const german = await get('/api/guides/layering-light?language=de');
      expect(german.statusCode).toBe(200);
      expect(german.json<GuideDto>()).toMatchObject({
        slug: 'layering-light',
        language: 'de',
        title: LAYERING_LIGHT.de,
      });
    });

    it('falls back to English for a language that has no guides', async () => {
      const list = (await get('/api/guides?language=ja')).json<GuideDto[]>();
      expect(list.map((guide) => guide.language)).toEqual(GUIDES_NEWEST_FIRST.map(() => 'en'));
      expect((await get('/api/guides/layering-light?language=ja')).json<GuideDto>()).toMatchObject({
        language: 'en',
        title: LAYERING_LIGHT.en,
      });
    });

    it.each(['/api/guides?language=english', '/api/guides/layering-light?language=DE'])(
      'answers %s with a 400 naming the language',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION',
          message: expect.stringContaining('language'),
          details: [{ path: 'language' }],
        });
      },
    );
  });
});
