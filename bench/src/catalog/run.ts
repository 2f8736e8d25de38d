/**
 * Catalogue reads through the BFF, on the whole system started as `npm start` would (throwaway
 * database, key prefix and index prefix; demo catalogue seeded at start):
 *   - GET /api/products/{slug} (a few hundred different products, so views are counted for many)
 *     and GET /api/products/featured;
 *   - the highest req/s at 50 connections, then p50/p95/p99 at a fixed offered rate of 500 req/s
 *     (autocannon's overallRate: a fixed arrival rate, target p95 <= 20 ms);
 *   - resident memory of the processes after each phase.
 * Usage: npm run build && node bench/dist/catalog/run.js   (or npm run bench -- catalog)
 */
import { createConsoleLogger, findRootDir } from '@lumina/infra';
import type { ProductListDto } from '@lumina/contracts';
import { runLoad, type LoadResult } from '../cart/http-load';
import { startThrowawaySystem } from '../cart/throwaway-system';
import { fixed, formatTable, megabytes, thousands } from '../lib/table';

const MAX_CONNECTIONS = 50;
const FIXED_RATE = 500;
const FIXED_RATE_CONNECTIONS = 50;
const PHASE_SECONDS = 10;
const WARM_UP_SECONDS = 4;
const SLUG_PAGES = 3;
const TARGET_P95_MS = 20;
const MEMORY_OF = ['bff', 'catalog'] as const;

interface Row {
  endpoint: string;
  load: string;
  result: LoadResult;
  rss: Record<string, number>;
}

const log = createConsoleLogger('bench');

const INDEX_WAIT_MS = 180_000;

async function listing(baseUrl: string, query: string): Promise<ProductListDto> {
  const response = await fetch(`${baseUrl}/api/products?${query}`);
  if (!response.ok)
    throw new Error(`GET /api/products answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ProductListDto;
}

/**
 * The products index is built in the background after the seed; measuring while it is written
 * would measure the indexing too. Waits until the listing shows the whole demo catalogue.
 */
async function waitForCatalogue(baseUrl: string): Promise<number> {
  const deadline = Date.now() + INDEX_WAIT_MS;
  let total = 0;
  while (Date.now() < deadline) {
    total = (await listing(baseUrl, 'limit=1')).total;
    if (total >= 2000) return total;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(
    `The listing shows ${total} products after ${INDEX_WAIT_MS / 1000} s: was the demo catalogue seeded and indexed?`,
  );
}

/** Slugs of the first pages of the listing: the detail benchmark cycles through all of them. */
async function productSlugs(baseUrl: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page <= SLUG_PAGES; page += 1) {
    slugs.push(...(await listing(baseUrl, `limit=100&page=${page}`)).products.map((p) => p.slug));
  }
  return slugs;
}

async function main(): Promise<void> {
  const rootDir = findRootDir(__dirname);
  const started = performance.now();
  const running = await startThrowawaySystem(rootDir, log);
  const baseUrl = running.system.url;
  try {
    log.info(
      `system healthy at ${baseUrl} after ${Math.round((performance.now() - started) / 1000)} s (migrations and demo seed included)`,
    );
    const indexStarted = performance.now();
    const total = await waitForCatalogue(baseUrl);
    log.info(
      `listing shows ${total} products after ${Math.round((performance.now() - indexStarted) / 1000)} s more (search index built)`,
    );
    const slugs = await productSlugs(baseUrl);
    let next = 0;
    const detail = () => ({
      method: 'GET' as const,
      path: `/api/products/${slugs[(next += 1) % slugs.length]}`,
    });
    const featured = () => ({ method: 'GET' as const, path: '/api/products/featured' });
    const endpoints = [
      { name: 'GET /api/products/{slug}', request: detail },
      { name: 'GET /api/products/featured', request: featured },
    ];

    // Warm-up: JIT, connection pools, prepared plans.
    for (const { request } of endpoints)
      await runLoad({ url: baseUrl, connections: 16, durationSeconds: WARM_UP_SECONDS, request });

    const rows: Row[] = [];
    for (const { name, request } of endpoints) {
      for (const phase of [
        { load: `${MAX_CONNECTIONS} conn`, options: { connections: MAX_CONNECTIONS } },
        {
          load: `${FIXED_RATE} req/s`,
          options: { connections: FIXED_RATE_CONNECTIONS, overallRate: FIXED_RATE },
        },
      ]) {
        const result = await runLoad({
          url: baseUrl,
          durationSeconds: PHASE_SECONDS,
          request,
          ...phase.options,
        });
        rows.push({ endpoint: name, load: phase.load, result, rss: running.rss() });
        log.info(
          `${name} @ ${phase.load}: ${thousands(result.perSecond)} req/s, p95 ${fixed(result.p95Ms)} ms`,
        );
      }
    }
    const all = running.rss();
    const systemRss = running.system.processes.reduce((sum, p) => sum + (all[p.name] ?? 0), 0);

    const table = formatTable(
      [
        'endpoint',
        'load',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'requests',
        'failed',
        ...MEMORY_OF.map((n) => `${n} RSS`),
      ],
      rows.map(({ endpoint, load, result, rss }) => [
        endpoint,
        load,
        thousands(result.perSecond),
        fixed(result.p50Ms),
        fixed(result.p95Ms),
        fixed(result.p99Ms),
        fixed(result.maxMs),
        thousands(result.requests),
        result.failures,
        ...MEMORY_OF.map((name) => megabytes(rss[name] ?? Number.NaN)),
      ]),
    );
    console.log(
      `\nCatalogue reads through the BFF (${rootDir}, production mode, ${slugs.length} product slugs)\n`,
    );
    console.log(table);
    console.log(
      `\nlatencies: each 2xx response as autocannon saw it (${PHASE_SECONDS} s per phase). RSS after the phase; ` +
        `all ${running.system.processes.length} processes together ${megabytes(systemRss)}, bench process ${megabytes(all.bench ?? 0)}.`,
    );
    for (const row of rows.filter((r) => r.load.endsWith('req/s'))) {
      const met = row.result.p95Ms <= TARGET_P95_MS && row.result.failures === 0;
      console.log(
        `target ${row.endpoint} p95 <= ${TARGET_P95_MS} ms at ${FIXED_RATE} req/s: ${fixed(row.result.p95Ms)} ms, ${met ? 'met' : 'MISSED'}`,
      );
    }
    if (rows.some((row) => row.result.failures > 0)) process.exitCode = 1;
  } finally {
    await running.stop();
  }
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
