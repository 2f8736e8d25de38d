import { CatalogPatterns, LANGUAGE_CODES } from '@lumina/contracts';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';

describe('catalog guides', () => {
  let catalog: CatalogHarness;

  beforeAll(async () => {
    catalog = await startCatalogForTest('guides');
  });

  afterAll(() => catalog.close());

  describe(CatalogPatterns.guidesList, () => {
    it.each(LANGUAGE_CODES)(
      'lists the six guides in %s, newest first',
      async (language) => {
        const guides = await catalog.rpc.send(CatalogPatterns.guidesList, { language });
        expect(guides).toHaveLength(6);
        expect(guides.every((g) => g.language === language && g.content.includes('<h2>'))).toBe(true);
        const dates = guides.map((g) => g.createdAt);
        expect([...dates].sort().reverse()).toEqual(dates);
      },
    );

    it('falls back to the English guides for a language without any (Japanese: not a shop language)', async () => {
      const guides = await catalog.rpc.send(CatalogPatterns.guidesList, { language: 'ja' });
      expect(guides).toHaveLength(6);
      expect(guides.every((g) => g.language === 'en')).toBe(true);
    });

    it('rejects a language that is not a two-letter code', async () => {
      await expect(catalog.rpc.send(CatalogPatterns.guidesList, { language: 'EN-gb' })).rejects.toMatchObject(
        { code: 'VALIDATION' },
      );
    });
  });

  describe(CatalogPatterns.guideBySlug, () => {
    it('returns the guide in the language asked for, with sanitised HTML and a reading time', async () => {
      const guide = await catalog.rpc.send(CatalogPatterns.guideBySlug, {
        slug: 'ip-ratings-explained',
        language: 'de',
      });
      expect(guide).toEqual({
        id: expect.any(String),
        slug: 'ip-ratings-explained',
        language: 'de',
        title: 'IP-Schutzarten erklärt: Leuchten für Bad und Garten',
        description: expect.any(String),
        excerpt: expect.any(String),
        content: expect.stringContaining('<h2>Schutzbereiche im Bad</h2>'),
        author: 'Lukas Becker',
        createdAt: '2025-10-07T08:00:00.000Z',
        readingTime: expect.any(Number),
        imageUrl: expect.stringMatching(/^\/images\//),
      });
      expect(guide.content).not.toMatch(/<script|on\w+=|javascript:/i);
    });

    it('falls back to English when the guide has no translation in that language', async () => {
      const guide = await catalog.rpc.send(CatalogPatterns.guideBySlug, {
        slug: 'layering-light',
        language: 'ja',
      });
      expect(guide).toMatchObject({
        slug: 'layering-light',
        language: 'en',
        title: 'Layering Light: Ambient, Task and Accent',
      });
    });

    it('rejects an unknown slug with CATALOG.GUIDE_NOT_FOUND', async () => {
      await expect(
        catalog.rpc.send(CatalogPatterns.guideBySlug, { slug: 'no-such-guide', language: 'en' }),
      ).rejects.toEqual({
        code: 'CATALOG.GUIDE_NOT_FOUND',
        kind: 'not_found',
        message: "Guide 'no-such-guide' not found",
      });
    });
  });
});
