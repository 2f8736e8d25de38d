import { gunzipSync } from 'node:zlib';
import { CatalogAdminPatterns, CatalogPatterns, LANGUAGE_CODES, SITEMAP_INDEX_FILE } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { startCatalogForTest, type CatalogHarness } from '../testing/catalog-harness';
import { SitemapBuilder } from './sitemap-builder';
import { entryBytes } from './sitemap-file-series';
import { SitemapStore } from './sitemap-store';

const ORIGIN = 'https://shop.example';

/** A file as the BFF reads it: every part through the transport, joined and gunzipped. */
async function readFile(catalog: CatalogHarness, file: string): Promise<{ xml: string; generation: string }> {
  const first = await catalog.rpc.send(CatalogPatterns.sitemapPart, { file });
  const parts = [Buffer.from(first.gzipBase64, 'base64')];
  for (let part = 1; part < first.parts; part++) {
    const next = await catalog.rpc.send(CatalogPatterns.sitemapPart, { file, part, generation: first.generation });
    parts.push(Buffer.from(next.gzipBase64, 'base64'));
  }
  return { xml: gunzipSync(Buffer.concat(parts)).toString('utf8'), generation: first.generation };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
const urlEntries = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({ loc: m[1] as string, lastmod: m[2] }));

/** Every per-language file the published index lists, read whole. */
async function readAll(catalog: CatalogHarness): Promise<Map<string, string>> {
  const { xml } = await readFile(catalog, SITEMAP_INDEX_FILE);
  const files = new Map<string, string>();
  for (const loc of locs(xml)) {
    const name = loc.slice(`${ORIGIN}/sitemaps/`.length);
    files.set(name, (await readFile(catalog, name)).xml);
  }
  return files;
}

/**
 * Sitemaps built from the real seeded catalogue in PostgreSQL, stored, and read back through the
 * transport as the BFF reads them. Limits forced small so the demo catalogue splits by count and
 * by size. Own database: a build publishes and drops the generations before it.
 */
describe('sitemaps (catalog)', () => {
  let catalog: CatalogHarness;
  let listed: Array<{ slug: string; lastmod: Date }>;

  beforeAll(async () => {
    catalog = await startCatalogForTest('sitemaps', { PUBLIC_ORIGIN: ORIGIN, SITEMAP_REBUILD_DELAY_MS: '0' }, { ownDatabase: true });
    listed = (await catalog.db.query(
      `SELECT p.slug, GREATEST(p.updated_at, (SELECT max(updated_at) FROM offers WHERE product_id = p.id)) AS lastmod
         FROM products p WHERE p.removed_at IS NULL AND p.retired_at IS NULL AND p.merged_into IS NULL`,
    )) as Array<{ slug: string; lastmod: Date }>;
  }, 180_000);

  afterAll(() => catalog?.close());

  it('is built at start and lists every listed product in each of the 27 languages, once, with its lastmod', async () => {
    await eventually(() => new SitemapStore(catalog.db).published(), Boolean, 60_000);
    const files = await readAll(catalog);
    expect(listed.length).toBeGreaterThan(50);
    for (const language of LANGUAGE_CODES) {
      const entries = [...files.entries()]
        .filter(([name]) => name.startsWith(`${language}-products-`))
        .flatMap(([, xml]) => urlEntries(xml));
      expect(entries).toHaveLength(listed.length);
      const bySlug = new Map(entries.map((entry) => [entry.loc, entry.lastmod]));
      for (const product of listed) {
        expect(bySlug.get(`${ORIGIN}/${language}/product/${encodeURIComponent(product.slug)}`)).toBe(new Date(product.lastmod).toISOString());
      }
      // Home, categories, brands, collections and guides too, under the language's prefix.
      const others = [...files.keys()].filter((name) => name.startsWith(`${language}-`)).map((name) => name.split('-')[1]);
      expect(new Set(others)).toEqual(new Set(['pages', 'categories', 'brands', 'collections', 'guides', 'products']));
      expect(locs(files.get(`${language}-pages-1.xml.gz`) ?? '')).toContain(`${ORIGIN}/${language}/`);
    }
  }, 120_000);

  it('splits a file at the URL count limit', async () => {
    await new SitemapBuilder(catalog.db, { origin: ORIGIN, limits: { maxUrls: 25, maxBytes: 50 * 1024 * 1024 }, languages: ['de'] }).build();
    const files = await readAll(catalog);
    const products = [...files.entries()].filter(([name]) => name.startsWith('de-products-'));
    expect(products).toHaveLength(Math.ceil(listed.length / 25));
    const counts = products.map(([, xml]) => urlEntries(xml).length);
    expect(counts.slice(0, -1).every((count) => count === 25)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(listed.length);
    // Only the built language is listed now: the previous generation is gone.
    expect([...files.keys()].every((name) => name.startsWith('de-'))).toBe(true);
  }, 60_000);

  it('splits a file before it would pass the byte size limit, each file as full as the limit lets it be', async () => {
    const maxBytes = 3000;
    await new SitemapBuilder(catalog.db, { origin: ORIGIN, limits: { maxUrls: 50_000, maxBytes }, languages: ['pl'] }).build();
    const files = await readAll(catalog);
    const products = [...files.entries()].filter(([name]) => name.startsWith('pl-products-'));
    expect(products.length).toBeGreaterThan(2);
    for (const [index, [name, xml]] of products.entries()) {
      const size = Buffer.byteLength(xml);
      expect({ name, size, within: size <= maxBytes }).toEqual({ name, size, within: true });
      if (index < products.length - 1) {
        // The next file's first entry would not have fitted.
        const next = urlEntries(products[index + 1]?.[1] ?? '')[0];
        expect(size + entryBytes('url', next?.loc ?? '', next?.lastmod ? new Date(next.lastmod) : undefined)).toBeGreaterThan(maxBytes);
      }
    }
    expect(products.flatMap(([, xml]) => urlEntries(xml))).toHaveLength(listed.length);
  }, 60_000);

  it('a build that fails half-way leaves the published sitemaps served and nothing of its own behind', async () => {
    const store = new SitemapStore(catalog.db);
    const before = await store.published();
    // A URL longer than a whole file may be: the build stops at the first one, after writing files.
    await expect(
      new SitemapBuilder(catalog.db, { origin: ORIGIN, limits: { maxUrls: 10, maxBytes: 200 }, languages: ['fi'] }).build(),
    ).rejects.toThrow(/exceeds the sitemap size limit/);
    expect(await store.published()).toBe(before);
    const [generations] = (await catalog.db.query('SELECT count(*)::int AS n FROM sitemap_generations')) as [{ n: number }];
    expect(generations.n).toBe(1);
    expect((await readFile(catalog, SITEMAP_INDEX_FILE)).generation).toBe(before);
  }, 60_000);

  it('is rebuilt after a product is removed, without it', async () => {
    const [gone] = (await catalog.db.query('SELECT id, slug FROM products WHERE removed_at IS NULL AND retired_at IS NULL AND merged_into IS NULL ORDER BY slug LIMIT 1')) as [
      { id: string; slug: string },
    ];
    const store = new SitemapStore(catalog.db);
    const before = await store.published();
    await catalog.rpc.send(CatalogAdminPatterns.remove, { id: gone.id });
    await eventually(() => store.published(), (id) => id !== before, 60_000);
    const files = await readAll(catalog);
    const german = [...files.entries()].filter(([name]) => name.startsWith('de-products-')).flatMap(([, xml]) => locs(xml));
    expect(german).toHaveLength(listed.length - 1);
    expect(german).not.toContain(`${ORIGIN}/de/product/${gone.slug}`);
  }, 90_000);

  it('answers an unknown file or a bad name with an error, not a file', async () => {
    await expect(catalog.rpc.send(CatalogPatterns.sitemapPart, { file: 'xx-products-9999.xml.gz' })).rejects.toMatchObject({
      code: 'CATALOG.SITEMAP_NOT_FOUND',
    });
    await expect(catalog.rpc.send(CatalogPatterns.sitemapPart, { file: '../etc/passwd' })).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
