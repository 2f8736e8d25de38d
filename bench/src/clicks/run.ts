/**
 * Click tracking through the BFF, on the whole system started as `npm start` would (throwaway
 * database, key prefix and index prefix; demo catalogue):
 *   1. GET /api/click/{id} (the affiliate redirect, 302) and, as the yardstick, GET /api/products/{slug}
 *      (our fastest cached read): highest req/s at 50 connections, p50/p95/p99 at a fixed 1,000 req/s
 *      (open loop: latency counted from when each request was due);
 *   2. 100,000 clicks from 5,000 visitors (1% with a bot's user agent), with the clicks service killed
 *      (SIGKILL) for 30 s in the middle and started again: clicks sent (302 answered), counted,
 *      deduplicated (same visitor + product within 30 min), bots, lost (sent − recorded: must be 0),
 *      and the lag from the last click until the dashboard total is right.
 * Usage: npm run build && node bench/dist/clicks/run.js   (or npm run bench -- clicks)
 * CLICKS_RATE (default 1000) sets the offered rate of part 2; CLICKS_TOTAL (default 100000) its size.
 */
import { createConsoleLogger, findRootDir } from '@lumina/infra';
import type { ProductListDto } from '@lumina/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runLoad, type LoadResult } from '../lib/http-load';
import { runOpenLoop } from '../lib/open-loop';
import { fixed, formatTable, LOAD_HEADERS, loadCells, thousands } from '../lib/table';
import { mulberry32 } from '../lib/random';
import { startThrowawaySystem } from '../lib/throwaway-system';
import { ClicksDb, environmentOf, recorded, type RecordedTotals } from './clicks-db';

const MAX_CONNECTIONS = 50;
const FIXED_RATE = 1000;
const PHASE_SECONDS = 10;
const WARM_UP_SECONDS = 4;
const TOTAL_CLICKS = Number(process.env.CLICKS_TOTAL ?? 100_000);
const VISITORS = 5_000;
const OUTAGE_RATE = Number(process.env.CLICKS_RATE ?? 1000);
const OUTAGE_SECONDS = 30;
const BOT_EVERY = 100;
const TARGET_P95_MS = 10;
const TARGET_LAG_S = 60;
const SETTLE_TIMEOUT_MS = 300_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const isRedirect = (status: number) => status === 302;

const log = createConsoleLogger('bench');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listing(baseUrl: string, query: string): Promise<ProductListDto> {
  const response = await fetch(`${baseUrl}/api/products?${query}`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  return (await response.json()) as ProductListDto;
}

async function clickableProducts(baseUrl: string): Promise<Array<{ id: string; slug: string }>> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const products = [];
    for (let page = 1; page <= 3; page += 1) products.push(...(await listing(baseUrl, `limit=100&page=${page}`)).products);
    const clickable = products.filter((p) => p.affiliateUrl);
    if (clickable.length >= 200 || Date.now() > deadline) return clickable.map((p) => ({ id: p.id, slug: p.slug }));
    await sleep(1500);
  }
}

/** Waits until the clicks service has recorded `expected` clicks; returns the totals then (or at the timeout). */
async function settled(db: ClicksDb, expected: number, timeoutMs = SETTLE_TIMEOUT_MS): Promise<RecordedTotals> {
  const deadline = Date.now() + timeoutMs;
  let totals = await db.totals();
  while (recorded(totals) < expected && Date.now() < deadline) {
    await sleep(250);
    totals = await db.totals();
  }
  return totals;
}

/** The dashboard's Total Clicks when this process may read it (no admin session: null). */
async function dashboardTotal(baseUrl: string): Promise<number | null> {
  const response = await fetch(`${baseUrl}/api/admin/dashboard`).catch(() => undefined);
  if (!response?.ok) return null;
  return ((await response.json()) as { totalClicks: number }).totalClicks;
}

async function main(): Promise<void> {
  const rootDir = findRootDir(__dirname);
  // Its visitors come through 127.0.0.1 as through a proxy, each named in X-Forwarded-For.
  const running = await startThrowawaySystem(rootDir, log, { TRUSTED_PROXIES: '127.0.0.1' });
  const baseUrl = running.system.url;
  let restarted: ChildProcess | undefined;
  let db: ClicksDb | undefined;
  try {
    const clicksPid = running.system.processes.find((p) => p.name === 'clicks')?.pid ?? -1;
    const clicksEnv = environmentOf(clicksPid);
    db = await ClicksDb.open(clicksEnv.DATABASE_URL ?? '');
    const products = await clickableProducts(baseUrl);
    log.info(`${products.length} products with a merchant link`);
    let next = 0;
    const pick = () => products[(next += 1) % products.length] as { id: string; slug: string };

    // Part 1: the redirect against the cached product read.
    const endpoints = [
      { name: 'GET /api/click/{id}', path: () => `/api/click/${pick().id}`, ok: isRedirect, clicks: true },
      { name: 'GET /api/products/{slug}', path: () => `/api/products/${pick().slug}`, ok: undefined, clicks: false },
    ];
    let clicksSent = 0;
    const rows: Array<{ endpoint: string; load: string; result: LoadResult }> = [];
    for (const endpoint of endpoints) {
      const load = (seconds: number, connections = MAX_CONNECTIONS) =>
        runLoad({ url: baseUrl, connections, durationSeconds: seconds, ok: endpoint.ok, request: () => ({ method: 'GET', path: endpoint.path() }) });
      // Each phase starts on a settled system: the clicks of the one before are recorded, so the
      // clicks service catching up on a backlog does not share the cores with the phase measured.
      const phase = async <T extends LoadResult>(measure: () => Promise<T>): Promise<T> => {
        await settled(db as ClicksDb, clicksSent);
        const result = await measure();
        if (endpoint.clicks) clicksSent += result.requests - result.failures;
        return result;
      };
      await phase(() => load(WARM_UP_SECONDS, 16));
      const max = await phase(() => load(PHASE_SECONDS));
      const fixedRate = await phase(() =>
        runOpenLoop({ url: baseUrl, ratePerSecond: FIXED_RATE, durationSeconds: PHASE_SECONDS, ok: endpoint.ok, request: () => ({ path: endpoint.path() }) }),
      );
      rows.push({ endpoint: endpoint.name, load: `${MAX_CONNECTIONS} conn`, result: max }, { endpoint: endpoint.name, load: `${FIXED_RATE} req/s fixed arrival`, result: fixedRate });
      log.info(`${endpoint.name}: ${thousands(max.perSecond)} req/s; p95 ${fixed(fixedRate.p95Ms)} ms at ${FIXED_RATE} req/s`);
    }
    const before = await settled(db, clicksSent);
    // autocannon stops with requests in flight: those are recorded but not counted as answered.
    const part1Lost = Math.max(0, clicksSent - recorded(before));

    // Part 2: 100,000 clicks from 5,000 visitors, the clicks service down for 30 s in the middle.
    const random = mulberry32(11);
    const plan = Array.from({ length: TOTAL_CLICKS }, () => {
      const visitor = Math.floor(random() * VISITORS);
      return { visitor, product: products[Math.floor(random() * Math.min(products.length, 200))] as { id: string }, bot: random() < 1 / BOT_EVERY };
    });
    const pairs = new Set(plan.filter((c) => !c.bot).map((c) => `${c.visitor}:${c.product.id}`));
    const expectedBots = plan.filter((c) => c.bot).length;
    const durationSeconds = TOTAL_CLICKS / OUTAGE_RATE;
    const outageStartsAt = Math.max(1, durationSeconds / 2 - OUTAGE_SECONDS / 2);
    const logDir = join(rootDir, '.data', 'bench-logs', 'clicks');
    mkdirSync(logDir, { recursive: true });
    const outage = (async () => {
      await sleep(outageStartsAt * 1000);
      process.kill(clicksPid, 'SIGKILL');
      log.info(`clicks service killed at ${fixed(outageStartsAt, 0)} s; restarting it in ${OUTAGE_SECONDS} s`);
      await sleep(OUTAGE_SECONDS * 1000);
      const out = createWriteStream(join(logDir, 'clicks-restarted.log'));
      restarted = spawn(process.execPath, [join(rootDir, 'services', 'clicks', 'dist', 'main.js')], { env: clicksEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      restarted.stdout?.pipe(out);
      restarted.stderr?.pipe(out);
      log.info('clicks service started again');
    })();
    const sentAt = performance.now();
    const part2 = await runOpenLoop({
      url: baseUrl,
      ratePerSecond: OUTAGE_RATE,
      durationSeconds,
      ok: isRedirect,
      request: (n) => {
        const click = plan[n] as (typeof plan)[number];
        const v = click.visitor;
        return {
          path: `/api/click/${click.product.id}?from=%2Fbench`,
          headers: { 'user-agent': click.bot ? GOOGLEBOT : BROWSER, 'x-forwarded-for': `198.18.${Math.floor(v / 250)}.${(v % 250) + 1}` },
        };
      },
    });
    await outage;
    const lastClickAt = performance.now();
    const sent = part2.requests - part2.failures;
    const expectedTotal = before.counted + pairs.size;
    let lagSeconds = Number.NaN;
    let source = 'GET /api/admin/dashboard';
    for (;;) {
      const total = (await dashboardTotal(baseUrl)) ?? (source = 'clicks rollups (dashboard needs a session)', (await db.totals()).counted);
      if (total >= expectedTotal) {
        lagSeconds = (performance.now() - lastClickAt) / 1000;
        break;
      }
      if (performance.now() - lastClickAt > SETTLE_TIMEOUT_MS) break;
      await sleep(250);
    }
    const after = await settled(db, recorded(before) + sent, 30_000);
    const counted = after.counted - before.counted;
    const duplicates = after.duplicates - before.duplicates;
    const bots = after.bots - before.bots;
    const lost = sent - (counted + duplicates + bots);

    console.log(`\nClick redirect vs cached product read through the BFF (${rootDir}, production mode, ${products.length} products; each phase starts once the clicks before it are recorded; load average ${loadavg()[0]?.toFixed(1)} at the end)\n`);
    console.log(formatTable(['endpoint', 'load', ...LOAD_HEADERS], rows.map((r) => [r.endpoint, r.load, ...loadCells(r.result)])));
    console.log(`\n${thousands(TOTAL_CLICKS)} clicks from ${thousands(VISITORS)} visitors at ${OUTAGE_RATE} req/s, clicks service killed for ${OUTAGE_SECONDS} s from ${fixed(outageStartsAt, 0)} s\n`);
    console.log(
      formatTable(
        ['sent (302)', 'failed', 'counted', 'expected counted', 'deduplicated', 'bots', 'expected bots', 'lost', 'double-counted', 'lag to right total s', 'send p95 ms'],
        [[sent, part2.failures, counted, pairs.size, duplicates, bots, expectedBots, lost, Math.max(0, counted - pairs.size), fixed(lagSeconds, 1), fixed(part2.p95Ms)]],
      ),
    );
    console.log(`\nlag measured on: ${source}; ${fixed((lastClickAt - sentAt) / 1000, 0)} s of sending; part 1: ${clicksSent} redirects answered, ${recorded(before)} clicks recorded.`);
    const redirect = rows.find((r) => r.endpoint.startsWith('GET /api/click') && r.load.endsWith('fixed arrival'))?.result;
    const redirectMax = rows.find((r) => r.endpoint.startsWith('GET /api/click') && r.load.endsWith('conn'))?.result;
    const productMax = rows.find((r) => r.endpoint.startsWith('GET /api/products') && r.load.endsWith('conn'))?.result;
    const targets = [
      [`redirect p95 <= ${TARGET_P95_MS} ms at ${FIXED_RATE} req/s`, `${fixed(redirect?.p95Ms ?? NaN)} ms`, (redirect?.p95Ms ?? Infinity) <= TARGET_P95_MS],
      ['redirect highest req/s >= product read', `${thousands(redirectMax?.perSecond ?? 0)} vs ${thousands(productMax?.perSecond ?? 0)}`, (redirectMax?.perSecond ?? 0) >= (productMax?.perSecond ?? Infinity)],
      ['lost clicks = 0', String(lost + part1Lost), lost + part1Lost === 0],
      ['no click counted twice', String(Math.max(0, counted - pairs.size)), counted === pairs.size],
      [`dashboard right <= ${TARGET_LAG_S} s after the last click`, `${fixed(lagSeconds, 1)} s`, lagSeconds <= TARGET_LAG_S],
    ] as const;
    for (const [what, value, met] of targets) console.log(`target ${what}: ${value}, ${met ? 'met' : 'MISSED'}`);
  } finally {
    await db?.close().catch(() => undefined);
    restarted?.kill('SIGTERM');
    await running.stop();
  }
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
