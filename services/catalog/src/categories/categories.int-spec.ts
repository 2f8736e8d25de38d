import { CatalogPatterns } from '@lumina/contracts';
import { startServiceForTest, testEnv, type ServiceHarness } from '@lumina/platform/testing';
import { DataSource } from 'typeorm';
import { CatalogModule } from '../catalog.module';
import { catalogEnvSchema } from '../config';
import { DemoSeedService } from '../seed/demo-seed.service';

describe('catalog categories over the transport', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    const env = testEnv();
    const config = catalogEnvSchema.parse({
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      KEY_PREFIX: env.keyPrefix,
      MEILI_URL: env.meiliUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      MIGRATIONS_RUN: 'true',
    });
    harness = await startServiceForTest('catalog', CatalogModule.forRoot(config));
  });

  afterAll(() => harness.close());

  describe(CatalogPatterns.categoriesList, () => {
    it('returns the tree in order: each group, then its categories (today\'s nine and the range that joined them)', async () => {
      const categories = await harness.rpc.send(CatalogPatterns.categoriesList, {});
      expect(categories.map((c) => c.slug)).toEqual([
        'indoor',
        'ceiling-lights',
        'pendant-lights',
        'wall-sconces',
        'led-bulbs',
        'table-lamps',
        'floor-lamps',
        'spotlights',
        'led-strips',
        'outdoor',
        'outdoor-lighting',
        'smart',
        'smart-lighting',
      ]);
      const indoor = categories[0];
      expect(categories[1]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Ceiling Lights',
        slug: 'ceiling-lights',
        description: expect.stringContaining('ceiling'),
        imageUrl: '/images/categories/ceiling-lights.svg',
        emoji: '💡',
        parentId: indoor?.id,
        onHome: true,
        lightSource: 'contains',
        fromPrice: expect.stringMatching(/^\d+\.\d{2}$/),
      });
      expect(categories.filter((c) => c.onHome).map((c) => c.slug)).toEqual([
        'ceiling-lights',
        'pendant-lights',
        'wall-sconces',
        'led-bulbs',
        'outdoor-lighting',
        'smart-lighting',
      ]);
    });

    it("gives each category its lowest listed price (the hero's 'from' teasers)", async () => {
      const categories = await harness.rpc.send(CatalogPatterns.categoriesList, {});
      const db = harness.app.get(DataSource);
      for (const category of categories) {
        const [row] = (await db.query(
          `SELECT min(p.price_minor)::int AS m FROM products p
            WHERE $1::uuid = ANY(p.listing_ids) AND p.removed_at IS NULL AND p.retired_at IS NULL AND p.merged_into IS NULL`,
          [category.id],
        )) as [{ m: number | null }];
        expect(category.fromPrice).toBe(row.m === null ? null : (row.m / 100).toFixed(2));
      }
      expect(categories.find((c) => c.slug === 'led-bulbs')?.fromPrice).not.toBeNull();
    });
  });

  describe(CatalogPatterns.categoryBySlug, () => {
    it("answers the first categories in the shop's languages (moved from the web's tables), Finnish too", async () => {
      const german = await harness.rpc.send(CatalogPatterns.categoryBySlug, { slug: 'ceiling-lights', language: 'de' });
      expect(german).toMatchObject({ name: 'Deckenleuchten', description: expect.stringContaining('Deckenleuchten') });
      const finnish = await harness.rpc.send(CatalogPatterns.categoryBySlug, { slug: 'ceiling-lights', language: 'fi' });
      expect(finnish.name).toBe('Kattovalaisimet');
    });

    it('returns one category by its slug', async () => {
      const category = await harness.rpc.send(CatalogPatterns.categoryBySlug, { slug: 'led-bulbs' });
      expect(category).toMatchObject({ slug: 'led-bulbs', name: 'LED Bulbs' });
    });

    it('returns the header groups the navigation links to', async () => {
      const category = await harness.rpc.send(CatalogPatterns.categoryBySlug, { slug: 'outdoor' });
      expect(category).toMatchObject({ slug: 'outdoor', imageUrl: '/images/categories/outdoor.svg' });
    });

    it('rejects an unknown slug with a not_found error', async () => {
      await expect(
        harness.rpc.send(CatalogPatterns.categoryBySlug, { slug: 'no-such-thing' }),
      ).rejects.toEqual({
        code: 'CATALOG.CATEGORY_NOT_FOUND',
        kind: 'not_found',
        message: "Category 'no-such-thing' not found",
      });
    });

    it('rejects a malformed slug as a validation error without touching the database', async () => {
      await expect(
        harness.rpc.send(CatalogPatterns.categoryBySlug, { slug: 'DROP TABLE; --' }),
      ).rejects.toMatchObject({ code: 'VALIDATION', kind: 'validation' });
    });
  });

  it('seeding again changes nothing', async () => {
    const before = await harness.rpc.send(CatalogPatterns.categoriesList, {});
    await harness.app.get(DemoSeedService).seed();
    const after = await harness.rpc.send(CatalogPatterns.categoriesList, {});
    expect(after).toEqual(before);
  });
});
