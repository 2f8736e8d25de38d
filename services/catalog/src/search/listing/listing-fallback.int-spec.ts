import { Logger } from '@nestjs/common';
import type { ProductListDto, ProductListParams } from '@lumina/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the test stops and restarts a Meilisearch of its own, with the launcher's helper
import { ensureMeilisearch, getFreePort, silentLogger, type EnsuredServer } from '@lumina/infra';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@lumina/platform/testing';
import { startSearchCatalog, type SearchCatalog } from '../../testing/search-catalog';

/**
 * With Meilisearch stopped or hung, `catalog.products.list` answers from PostgreSQL (same filters,
 * paging and facets; full-text without typo tolerance), and uses Meilisearch again once it is back.
 * A typo only Meilisearch forgives tells which engine answered.
 */
describe('catalog.products.list when Meilisearch is down', () => {
  let dataDir: string;
  let port: number;
  let meili: EnsuredServer;
  let search: SearchCatalog;
  const warnings: string[] = [];

  const startMeili = () =>
    ensureMeilisearch({ url: `http://127.0.0.1:${port}`, port, dataDir, log: silentLogger });
  const TYPO = { q: 'chandeleir', limit: 5 } satisfies ProductListParams;
  const FILTERED = {
    bulbType: ['E14'],
    finish: ['brass'],
    sortBy: 'price',
    sortOrder: 'asc',
    page: 2,
    limit: 5,
  } satisfies ProductListParams;
  let fromMeili: ProductListDto;
  /** The deals page's query: products on sale, best discount first. */
  const DEALS = { onSale: true, sortBy: 'discount', limit: 12 } satisfies ProductListParams;
  let dealsFromMeili: ProductListDto;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lumina-search-fallback-'));
    port = await getFreePort();
    meili = await startMeili();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, message: unknown) {
      warnings.push(String(message));
    });
    search = await startSearchCatalog('search-fallback', {
      MEILI_URL: meili.url,
      SEARCH_TIMEOUT_MS: '300',
      SEARCH_RETRY_AFTER_MS: '300',
      // Every answer counts its own facets, so the fallback's counts are really the fallback's.
      SEARCH_FACET_CACHE_MS: '0',
    });
    fromMeili = await search.list(FILTERED);
    dealsFromMeili = await search.list(DEALS);
  }, 180_000);

  afterAll(async () => {
    await search?.close();
    await meili?.stop();
    await rm(dataDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it('answers with Meilisearch while it runs', async () => {
    await expect(search.list(TYPO)).resolves.toMatchObject({ total: expect.any(Number) });
    expect((await search.list(TYPO)).total).toBeGreaterThan(0);
  });

  it('answers from PostgreSQL with the same filters, sort, paging and facets when Meilisearch is stopped', async () => {
    await meili.stop();
    warnings.length = 0;
    const fallback = await search.list(FILTERED);
    expect(fallback.total).toBe(fromMeili.total);
    expect(fallback.facets).toEqual(fromMeili.facets);
    expect(fallback.products.map((p) => Number(p.price))).toEqual(
      fromMeili.products.map((p) => Number(p.price)),
    );
    expect(warnings.some((w) => /Meilisearch failed/.test(w))).toBe(true);
    // The deals listing: as many products on sale, in the same best-discount-first order (equal
    // discounts may come in either engine's order, so the discounts are compared, not the ids).
    const deals = await search.list(DEALS);
    const discounts = (list: ProductListDto) =>
      list.products.map((p) => Math.round(((Number(p.reducedFrom) - Number(p.price)) / Number(p.reducedFrom)) * 1e6));
    expect(deals.total).toBe(dealsFromMeili.total);
    expect(discounts(deals)).toEqual(discounts(dealsFromMeili));
    // Full-text search still works, without typo tolerance.
    expect((await search.list({ q: 'chandelier', limit: 5 })).total).toBeGreaterThan(0);
    expect((await search.list(TYPO)).total).toBe(0);
  });

  it('uses Meilisearch again once it is back, without a restart', async () => {
    meili = await startMeili();
    expect(await eventually(async () => (await search.list(TYPO)).total, (total) => total > 0, 15_000)).toBeGreaterThan(0);
  });

  it('answers within the search timeout when Meilisearch hangs', async () => {
    const pid = meili.pid!;
    process.kill(pid, 'SIGSTOP');
    try {
      await new Promise((resolve) => setTimeout(resolve, 400)); // past the circuit's retry delay
      const started = Date.now();
      const fallback = await search.list(FILTERED);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(fallback.total).toBe(fromMeili.total);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    expect(await eventually(async () => (await search.list(TYPO)).total, (total) => total > 0, 15_000)).toBeGreaterThan(0);
  });
});
