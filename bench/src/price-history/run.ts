/**
 * bench/price-history (issue 26), on the whole system started as `npm start` would (throwaway
 * database, key prefix and index; demo catalogue):
 *   1. the offer upsert of a re-sync of PH_ROWS (100,000) offers with 10 % of prices changed, with
 *      history writing on (the trigger) and off, median of 3 each, interleaved in one run: history
 *      rows written (must be exactly the changed rows) and the time ratio (target ≤ 1.2×);
 *   2. a year of history for every demo offer (a price change a week), the rollup job (BullMQ, as
 *      scheduled) building 366 days: daily rows per second;
 *   3. GET /api/products/{slug}/price-history?days=365 at PH_RATE (200) req/s, open loop, PH_SECONDS
 *      (10) s: p50/p95/p99 (target p95 ≤ 20 ms);
 *   4. storage: bytes per event and per daily row (with indexes), per offer per year.
 * Usage: npm run build && node bench/dist/price-history/run.js   (or npm run bench -- price-history)
 */
import { createConsoleLogger, findRootDir } from '@lumina/infra';
import { JobQueue, type ProductListDto } from '@lumina/contracts';
import { Queue, QueueEvents } from 'bullmq';
import { Client } from 'pg';
import { loadavg } from 'node:os';
import { environmentOf } from '../clicks/clicks-db';
import { runOpenLoop } from '../lib/open-loop';
import { fixed, formatTable, LOAD_HEADERS, loadCells, thousands } from '../lib/table';
import { startThrowawaySystem } from '../lib/throwaway-system';
import { bytesPerRow, createScratchOffers, dropScratchOffers, timedResync } from './history-writes';
import { writeYearOfHistory } from './year-of-history';

const ROWS = Number(process.env.PH_ROWS ?? 100_000);
const RATE = Number(process.env.PH_RATE ?? 200);
const SECONDS = Number(process.env.PH_SECONDS ?? 10);
const RUNS = 3;
const TARGET_RATIO = 1.2;
const TARGET_P95_MS = 20;
const EVENTS_PER_OFFER_YEAR = 52;

const log = createConsoleLogger('bench:price-history');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function demoSlugs(baseUrl: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page <= 3; page += 1) {
    const response = await fetch(`${baseUrl}/api/products?limit=100&page=${page}`);
    slugs.push(...((await response.json()) as ProductListDto).products.map((p) => p.slug));
  }
  return slugs;
}

/** Runs the rollup the way its scheduler does (a job on the price-history queue) and waits for it. */
async function rollupJob(redisUrl: string, prefix: string): Promise<{ ms: number; result: { days: number; dailyRows: number } }> {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue(JobQueue.PriceHistory, { connection, prefix });
  const events = new QueueEvents(JobQueue.PriceHistory, { connection, prefix });
  try {
    await events.waitUntilReady();
    const started = performance.now();
    const job = await queue.add('rollup', { kind: 'rollup' });
    const result = (await job.waitUntilFinished(events, 600_000)) as { days: number; dailyRows: number };
    return { ms: performance.now() - started, result };
  } finally {
    await events.close();
    await queue.close();
  }
}

async function main(): Promise<void> {
  const rootDir = findRootDir(__dirname);
  const running = await startThrowawaySystem(rootDir, log);
  const env = environmentOf(running.system.processes.find((p) => p.name === 'catalog')?.pid ?? -1);
  const client = new Client({ connectionString: env.DATABASE_URL });
  try {
    await client.connect();
    await client.query('SET search_path = catalog');

    // 1. Re-sync writes, history on and off, interleaved.
    log.info(`writing ${thousands(ROWS)} scratch offers`);
    await createScratchOffers(client, ROWS);
    const samples = { on: [] as number[], off: [] as number[], rowsOn: [] as number[], rowsOff: [] as number[] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const history of [true, false]) {
        const sample = await timedResync(client, ROWS, (run * 2 + Number(!history)) % 10, `bench-${run}-${history}`, history);
        samples[history ? 'on' : 'off'].push(sample.ms);
        samples[history ? 'rowsOn' : 'rowsOff'].push(sample.historyRows);
      }
    }
    const eventBytes = await bytesPerRow(client, 'offer_price_events');
    await dropScratchOffers(client);
    const ratio = median(samples.on) / median(samples.off);

    // 2. A year of history and the rollup job.
    const year = await writeYearOfHistory(client);
    log.info(`${thousands(year.events)} events for ${thousands(year.offers)} offers; rolling up`);
    const rollup = await rollupJob(env.REDIS_URL ?? 'redis://127.0.0.1:6379', env.KEY_PREFIX ?? 'lumina');
    const dailyBytes = await bytesPerRow(client, 'product_price_daily');

    // 3. The history endpoint.
    const slugs = await demoSlugs(running.system.url);
    const path = (i: number) => `/api/products/${slugs[i % slugs.length]}/price-history?days=365&country=DE`;
    await runOpenLoop({ url: running.system.url, ratePerSecond: 50, durationSeconds: 3, request: (i) => ({ path: path(i) }) });
    const load = await runOpenLoop({ url: running.system.url, ratePerSecond: RATE, durationSeconds: SECONDS, request: (i) => ({ path: path(i) }) });

    const perOfferYear = EVENTS_PER_OFFER_YEAR * eventBytes + 366 * dailyBytes;
    process.stdout.write(
      `\n${formatTable(
        ['re-sync of ' + thousands(ROWS) + ' rows, 10 % changed', 'median ms (of 3)', 'history rows per run', 'target'],
        [
          ['history off', fixed(median(samples.off)), samples.rowsOff.join(' / '), ''],
          ['history on (trigger)', fixed(median(samples.on)), samples.rowsOn.join(' / '), `exactly ${thousands(ROWS / 10)}`],
          ['ratio on / off', fixed(ratio), '', `≤ ${TARGET_RATIO}×`],
        ],
      )}\n\n${formatTable(
        ['rollup job', 'days', 'daily rows', 'seconds', 'daily rows/s'],
        [['a year, ' + thousands(year.offers) + ' offers', rollup.result.days, thousands(rollup.result.dailyRows), fixed(rollup.ms / 1000), thousands(rollup.result.dailyRows / (rollup.ms / 1000))]],
      )}\n\n${formatTable(
        ['GET price-history?days=365', ...LOAD_HEADERS, 'target p95'],
        [[`${RATE} req/s fixed arrival`, ...loadCells(load), `≤ ${TARGET_P95_MS} ms`]],
      )}\n\n${formatTable(
        ['storage', 'bytes'],
        [
          ['per price event (row + indexes)', fixed(eventBytes, 0)],
          ['per daily rollup row (row + index)', fixed(dailyBytes, 0)],
          [`per offer per year (${EVENTS_PER_OFFER_YEAR} changes + 366 daily rows)`, thousands(perOfferYear)],
        ],
      )}\n\nload average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (a loaded machine inflates every figure)\n`,
    );
  } finally {
    await client.end().catch(() => undefined);
    await running.stop();
  }
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
