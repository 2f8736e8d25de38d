/**
 * Catalogue reads through the BFF, on the whole system started as `npm start` would (throwaway
 * database, key prefix and index prefix; demo catalogue seeded at start):
 *   - GET /api/products/{slug} (300 different products, so views are counted for many) and
 *     GET /api/products/featured;
 *   - the highest req/s at 50 connections (autocannon), then p50/p95/p99 at an offered 500 req/s,
 *     twice: autocannon's overallRate (one-second bursts, see open-loop.ts) and a true fixed-arrival
 *     open loop, which is what the target (p95 <= 20 ms at 500 req/s) is about;
 *   - resident memory after each phase, and CPU time per request of the BFF and the catalog: what
 *     the code costs, which stays meaningful when other work on the machine makes latency noisy.
 * Usage: npm run build && node bench/dist/catalog/run.js   (or npm run bench -- catalog)
 */
import { createConsoleLogger, findRootDir } from '@lumina/infra';
import { availableParallelism } from 'node:os';
import { runLoad, type LoadResult } from '../lib/http-load';
import { startThrowawaySystem } from '../lib/throwaway-system';
import { fixed, formatTable, LOAD_HEADERS, loadCells, megabytes, thousands } from '../lib/table';
import { runOpenLoop } from '../lib/open-loop';
import { cpuMsOf, loadAverage } from './process-cpu';
import { productSlugs, waitForCatalogue } from '../lib/catalogue';

const MAX_CONNECTIONS = 50;
const FIXED_RATE = 500;
const FIXED_RATE_CONNECTIONS = 50;
const PHASE_SECONDS = 10;
const WARM_UP_SECONDS = 4;
const TARGET_P95_MS = 20;
const MEASURED = ['bff', 'catalog'] as const;

interface Row {
  endpoint: string;
  load: string;
  result: LoadResult;
  rss: Record<string, number>;
  /** CPU ms per request, per process. */
  cpuPerRequest: Record<string, number>;
  loadAverage: number;
}

type Path = () => string;

const log = createConsoleLogger('bench');

function formatRows(rows: Row[]): string {
  return formatTable(
    [
      'endpoint',
      'load',
      ...LOAD_HEADERS,
      ...MEASURED.map((n) => `${n} RSS`),
      ...MEASURED.map((n) => `${n} CPU ms/req`),
      'load avg',
    ],
    rows.map(({ endpoint, load, result, rss, cpuPerRequest, loadAverage: machineLoad }) => [
      endpoint,
      load,
      ...loadCells(result),
      ...MEASURED.map((name) => megabytes(rss[name] ?? Number.NaN)),
      ...MEASURED.map((name) => fixed(cpuPerRequest[name] ?? Number.NaN, 3)),
      fixed(machineLoad, 1),
    ]),
  );
}

async function main(): Promise<void> {
  const rootDir = findRootDir(__dirname);
  const started = performance.now();
  const running = await startThrowawaySystem(rootDir, log);
  const baseUrl = running.system.url;
  try {
    log.info(
      `system healthy at ${baseUrl} after ${Math.round((performance.now() - started) / 1000)} s (migrations, seed)`,
    );
    const indexStarted = performance.now();
    const total = await waitForCatalogue(baseUrl);
    log.info(
      `listing shows ${total} products ${Math.round((performance.now() - indexStarted) / 1000)} s later (search index)`,
    );
    const slugs = await productSlugs(baseUrl);
    let next = 0;
    const endpoints: Array<{ name: string; path: Path }> = [
      { name: 'GET /api/products/{slug}', path: () => `/api/products/${slugs[(next += 1) % slugs.length]}` },
      { name: 'GET /api/products/featured', path: () => '/api/products/featured' },
    ];
    const autocannon = (
      path: Path,
      options: { connections: number; durationSeconds: number; overallRate?: number },
    ) => runLoad({ url: baseUrl, request: () => ({ method: 'GET', path: path() }), ...options });
    const phases: Array<{ load: string; run: (path: Path) => Promise<LoadResult> }> = [
      {
        load: `${MAX_CONNECTIONS} conn`,
        run: (path) => autocannon(path, { connections: MAX_CONNECTIONS, durationSeconds: PHASE_SECONDS }),
      },
      {
        load: `${FIXED_RATE} req/s bursts`,
        run: (path) =>
          autocannon(path, {
            connections: FIXED_RATE_CONNECTIONS,
            overallRate: FIXED_RATE,
            durationSeconds: PHASE_SECONDS,
          }),
      },
      {
        load: `${FIXED_RATE} req/s fixed arrival`,
        run: (path) =>
          runOpenLoop({ url: baseUrl, ratePerSecond: FIXED_RATE, durationSeconds: PHASE_SECONDS, request: () => ({ path: path() }) }),
      },
    ];
    const pidOf = new Map(running.system.processes.map((p) => [p.name, p.pid]));
    const cpuNow = () => Object.fromEntries(MEASURED.map((name) => [name, cpuMsOf(pidOf.get(name) ?? -1)]));

    // Warm-up: JIT, connection pools, the catalog's read cache.
    for (const { path } of endpoints)
      await autocannon(path, { connections: 16, durationSeconds: WARM_UP_SECONDS });

    const rows: Row[] = [];
    for (const { name, path } of endpoints) {
      for (const phase of phases) {
        const before = cpuNow();
        const result = await phase.run(path);
        const after = cpuNow();
        const cpuPerRequest = Object.fromEntries(
          MEASURED.map((n) => [
            n,
            ((after[n] ?? Number.NaN) - (before[n] ?? Number.NaN)) / Math.max(1, result.requests),
          ]),
        );
        rows.push({
          endpoint: name,
          load: phase.load,
          result,
          rss: running.rss(),
          cpuPerRequest,
          loadAverage: loadAverage(),
        });
        log.info(
          `${name} @ ${phase.load}: ${thousands(result.perSecond)} req/s, p95 ${fixed(result.p95Ms)} ms`,
        );
      }
    }
    const all = running.rss();
    const systemRss = running.system.processes.reduce((sum, p) => sum + (all[p.name] ?? 0), 0);

    console.log(
      `\nCatalogue reads through the BFF (${rootDir}, production mode, ${slugs.length} product slugs)\n`,
    );
    console.log(formatRows(rows));
    console.log(
      `\nlatencies: 2xx responses; autocannon rows as autocannon saw them, fixed-arrival rows from when each request was ` +
        `due. ${PHASE_SECONDS} s per phase. RSS after the phase; all ${running.system.processes.length} processes ` +
        `${megabytes(systemRss)}, bench process ${megabytes(all.bench ?? 0)}. CPU ms/req: the process's user + system ` +
        `time over the phase / requests. load avg: 1-minute load average after the phase on ${availableParallelism()} ` +
        `cores (above that, processes queue for CPU and latency measures the queue).`,
    );
    for (const row of rows.filter((r) => r.load.endsWith('fixed arrival'))) {
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
