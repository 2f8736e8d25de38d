/**
 * bench/chaos (issue 12): 3 replicas of every service and 2 BFFs on loopback, a fixed-rate mixed
 * shopper load (browse, search, 'view deal' clicks, carts, checkouts with the manual provider) and
 * one merchant sync through the admin API, while a chaos loop SIGKILLs a random replica every 10 s
 * and starts it again, drains one with SIGTERM, stops Meilisearch for 20 s and fails Redis over once
 * (when the Sentinel starter is there). Then it reconciles what the shoppers were told with what
 * PostgreSQL holds (orders, clicks, carts, the merchant's products) and prints error rate, 5xx and
 * p95 per phase. Own database, key prefix, Meilisearch and data folder, removed afterwards.
 * Usage: npm run bench -- chaos [--duration <seconds>] (default 120) [--rate <multiplier>] (default 1)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createConsoleLogger,
  ensureDatabase,
  ensureMeilisearch,
  findRootDir,
  getFreePort,
  readLocalConfig,
  startSystem,
  type EnsuredServer,
  type RunningSystem,
} from '@lumina/infra';
import { productionBenchEnv } from '../lib/production-env';
import { fixed, formatTable, thousands } from '../lib/table';
import { cleanUp, waitForSearch } from '../search/bench-system';
import { runChaos, type FaultWindow } from './faults';
import { serveMerchantFeed, syncMerchantThroughAdmin, type MerchantSyncResult } from './merchant-sync';
import { combine, FAILOVER, phaseAt, phaseRows, type PhaseRow } from './phases';
import { Reconciler } from './reconcile';
import { startFailoverGroup, type RedisFailoverGroup } from './redis-failover';
import { ShopClient, type RequestRecord } from './shop-client';
import { DEFAULT_RATES, readCatalogue, runShopperLoad, type LoadOutcome, type LoadRates } from './shopper-load';

const log = createConsoleLogger('bench:chaos');
const SERVICE_REPLICAS = 3;
const BFF_REPLICAS = 2;
const FEED_ROWS = 150;
const SETTLE_TIMEOUT_MS = 90_000;
const GOAL_5XX_RATE = 0.001;

function options(): { durationMs: number; rateMultiplier: number } {
  const { values } = parseArgs({ options: { duration: { type: 'string', default: '120' }, rate: { type: 'string', default: '1' } } });
  const seconds = Number(values.duration);
  const rate = Number(values.rate);
  if (!Number.isInteger(seconds) || seconds < 20 || seconds > 3600) throw new Error('--duration: whole seconds from 20 to 3600');
  if (!(rate > 0 && rate <= 20)) throw new Error('--rate: a multiplier above 0 and at most 20');
  return { durationMs: seconds * 1000, rateMultiplier: rate };
}

/**
 * Free ports are probed, then bound by the child: on a shared machine another program can take one
 * in between (17 processes make that likely enough to see). Such a start is tried once more.
 */
async function startOnce(start: () => Promise<RunningSystem>): Promise<RunningSystem> {
  try {
    return await start();
  } catch (error) {
    if (!/EADDRINUSE/.test((error as Error).message)) throw error;
    log.warn(`a port was taken between probing and binding; starting again (${(error as Error).message.split('\n')[0]})`);
    return start();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  const { durationMs, rateMultiplier } = options();
  const rootDir = findRootDir(__dirname);
  const config = readLocalConfig(process.env, rootDir);
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const dataDir = join(config.dataDir, 'bench-chaos', run);
  mkdirSync(dataDir, { recursive: true });
  const keyPrefix = `lumina-bench-chaos-${run}`;
  const database = new URL(config.databaseUrl);
  database.pathname = `/lumina_bench_chaos_${run}`;
  const databaseUrl = database.toString();
  const admin = { email: 'chaos-admin@lumina.local', password: randomBytes(18).toString('base64url') };
  const marker = `chaos${run}`;

  // Meilisearch of our own on a fixed port: it is stopped and started again during the run.
  const meiliPort = await getFreePort();
  const meiliOptions = { url: `http://127.0.0.1:${meiliPort}`, port: meiliPort, dataDir, log, masterKey: config.meiliMasterKey, bin: config.meiliBin };
  let meili: EnsuredServer | undefined = await ensureMeilisearch(meiliOptions);
  let failoverGroup: RedisFailoverGroup | undefined;
  let system: RunningSystem | undefined;
  const feed = await serveMerchantFeed(marker, FEED_ROWS);
  try {
    failoverGroup = await startFailoverGroup(join(dataDir, 'redis'));
    if (!failoverGroup) log.warn('skipped: no sentinel support (startRedisFailoverGroup is not in @lumina/infra); the services use the shared Redis');
    await ensureDatabase(databaseUrl);
    const unexpectedExits: string[] = [];
    // Every BFF must hash visitors alike, or the 30-minute window differs per replica.
    const clickHashSecret = randomBytes(24).toString('hex');
    const start = () => startSystem({
      env: {
        ...productionBenchEnv(),
        DATABASE_URL: databaseUrl,
        REDIS_URL: config.redisUrl,
        ...failoverGroup?.env,
        MEILI_URL: meiliOptions.url,
        MEILI_MASTER_KEY: config.meiliMasterKey,
        KEY_PREFIX: keyPrefix,
        // The development provider: no Stripe here, and none should be charged by a benchmark.
        PAYMENT_PROVIDER: 'manual',
        STRIPE_SECRET_KEY: '',
        // Its visitors come through 127.0.0.1 as through a proxy, each named in X-Forwarded-For (shopper-load.ts).
        TRUSTED_PROXIES: '127.0.0.1',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        FEED_ALLOWED_HOSTS: new URL(feed.url).host,
        CLICK_HASH_SECRET: clickHashSecret,
      },
      replicas: { catalog: SERVICE_REPLICAS, cart: SERVICE_REPLICAS, orders: SERVICE_REPLICAS, merchants: SERVICE_REPLICAS, clicks: SERVICE_REPLICAS, bff: BFF_REPLICAS },
      port: 0,
      healthPorts: 'free',
      rootDir,
      log,
      logDir: join(dataDir, 'logs'),
      startTimeoutMs: 600_000,
      // As the infra README advises for SIGTERM: in-flight messages and jobs finish first.
      stopGraceMs: 20_000,
      onUnexpectedExit: (name, what) => {
        unexpectedExits.push(name);
        log.error(`${name} ${what.split('\n')[0]}`);
      },
    });
    system = await startOnce(start);
    log.info(`${system.processes.length} processes up; BFFs at ${system.urls.join(', ')}`);
    await waitForSearch(system.url, 180_000);

    const clockStart = performance.now();
    const client = new ShopClient(system.urls, clockStart);
    const catalogue = await readCatalogue(client);
    client.records.length = 0; // the catalogue read is set-up, not load
    const rates = Object.fromEntries(Object.entries(DEFAULT_RATES).map(([kind, rate]) => [kind, rate * rateMultiplier])) as unknown as LoadRates;
    log.info(`load for ${durationMs / 1000} s: ${JSON.stringify(rates)} journeys/s; ${catalogue.inStock.length} products in stock, ${catalogue.clickable.length} with a merchant link`);
    const running = system;
    const clockNow = () => performance.now() - clockStart;
    const meiliHandle = {
      stop: async () => meili?.stop(),
      start: async () => {
        meili = await ensureMeilisearch(meiliOptions);
      },
    };
    const group = failoverGroup;
    const [outcome, windows, sync] = await Promise.all([
      runShopperLoad(client, catalogue, rates, durationMs),
      runChaos({ system: running, meilisearch: meiliHandle, redisFailover: group ? () => group.failover() : undefined, now: clockNow, log }, durationMs),
      sleep(durationMs * 0.15).then(() =>
        syncMerchantThroughAdmin(client, admin, feed, marker).catch((error: Error): MerchantSyncResult => ({ status: `error: ${error.message}`, productsAdded: 0, signIns: 0 })),
      ),
    ]);
    const loadEndedAt = clockNow();
    log.info(`load and chaos done at ${fixed(loadEndedAt / 1000, 1)} s; reconciling`);

    const reconciler = await Reconciler.open(databaseUrl);
    try {
      await settle(reconciler, outcome);
      const orders = await reconciler.orders(outcome.checkouts);
      const clicks = await reconciler.clicks(outcome.clicks);
      const carts = await reconciler.carts(outcome.carts);
      const products = sync.merchantId ? await reconciler.merchantProducts(sync.merchantId) : 0;
      return report({ durationMs, rates, windows, client, outcome, orders, clicks, carts, sync, products, failover: Boolean(group), unexpectedExits, system: running });
    } finally {
      await reconciler.close();
    }
  } finally {
    await system?.stop().catch((error: Error) => log.warn(`stopping the system: ${error.message}`));
    const redisUrl = (await failoverGroup?.currentUrl().catch(() => undefined)) ?? config.redisUrl;
    await cleanUp({ databaseUrl, redisUrl, meiliUrl: meili?.url ?? meiliOptions.url, meiliKey: config.meiliMasterKey, keyPrefix }).catch((error: Error) =>
      log.warn(`cleaning up: ${error.message}`),
    );
    await meili?.stop().catch(() => undefined);
    await failoverGroup?.stop().catch((error: Error) => log.warn(`stopping the Redis group: ${error.message}`));
    await feed.close();
    // Each process's log stays for a look at what failed when asked to (CHAOS_KEEP_LOGS=1).
    if (process.env.CHAOS_KEEP_LOGS) log.info(`logs kept in ${join(dataDir, 'logs')}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Gives the clicks service and order.paid time to catch up: until every click is recorded and paid carts are empty, or the time is up. */
async function settle(reconciler: Reconciler, outcome: LoadOutcome): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let last = -1;
  let unchangedSince = Date.now();
  while (Date.now() < deadline) {
    const recorded = await reconciler.recordedClicks(outcome.clicks);
    const orders = await reconciler.orders(outcome.checkouts);
    if (recorded === outcome.clicks.length && orders.paidCartsNotCleared === 0) return;
    if (recorded !== last) {
      last = recorded;
      unchangedSince = Date.now();
    } else if (Date.now() - unchangedSince > 20_000 && orders.paidCartsNotCleared === 0) return;
    await sleep(1000);
  }
}

interface Report {
  durationMs: number;
  rates: LoadRates;
  windows: FaultWindow[];
  client: ShopClient;
  outcome: LoadOutcome;
  orders: Awaited<ReturnType<Reconciler['orders']>>;
  clicks: Awaited<ReturnType<Reconciler['clicks']>>;
  carts: Awaited<ReturnType<Reconciler['carts']>>;
  sync: MerchantSyncResult;
  products: number;
  failover: boolean;
  unexpectedExits: string[];
  system: RunningSystem;
}

function report(r: Report): number {
  const { windows, client } = r;
  const inFailover = (at: number) => phaseAt(windows, at) === FAILOVER;
  const rows = phaseRows(windows, client.records, r.clicks.missing, r.durationMs);
  const outside = combine('all outside Redis failover', rows.filter((row) => row.phase !== FAILOVER), client.records, (at) => !inFailover(at));
  const all = combine('whole run', rows, client.records, () => true);
  const errorRate = (row: PhaseRow) => (row.requests === 0 ? 0 : (row.noAnswer + row.serverErrors) / row.requests);
  const phaseCells = (row: PhaseRow) => [
    row.phase,
    row.faults,
    fixed(row.seconds, 1),
    thousands(row.requests),
    row.noAnswer,
    row.serverErrors,
    row.clientErrors,
    `${fixed(errorRate(row) * 100, 2)} %`,
    fixed(row.p95Ms, 1),
    row.clicksLost,
  ];
  const processes = r.system.processes;
  console.log(
    `\nChaos run: ${processes.filter((p) => p.service !== 'bff').length} service replicas (${SERVICE_REPLICAS} each) and ${BFF_REPLICAS} BFFs on loopback, ` +
      `${r.durationMs / 1000} s of load (${Object.entries(r.rates).map(([k, v]) => `${k} ${v}/s`).join(', ')}), load average ${loadavg().map((n) => n.toFixed(1)).join(' / ')} at the end\n`,
  );
  console.log(
    formatTable(
      ['at s', 'fault', 'target', 'recovered after s', 'note'],
      windows.map((w) => [fixed(w.start / 1000, 1), w.kind, w.target, fixed((w.end - w.start) / 1000, 1), w.note ?? '']),
    ),
  );
  if (!r.failover) console.log('Redis failover: skipped: no sentinel support (startRedisFailoverGroup missing from @lumina/infra)');
  console.log('\nPer phase (a request belongs to the phase it was sent in; a window lasts from the fault until the process is healthy again):\n');
  console.log(
    formatTable(
      ['phase', 'faults', 'time s', 'requests', 'no answer', '5xx', '4xx', 'error rate', 'p95 ms', 'clicks lost'],
      [...rows.map(phaseCells), phaseCells(outside), phaseCells(all)],
    ),
  );
  const lostOutside = r.clicks.missing.filter((click) => !inFailover(click.at)).length;
  const lostInside = r.clicks.missing.length - lostOutside;
  const outside5xx = outside.requests === 0 ? 0 : outside.serverErrors / outside.requests;
  const checkouts = r.outcome.checkouts;
  const failed = (record: RequestRecord) => record.status === 0 || record.status >= 500;
  const retriableInFailover = client.records.filter((record) => record.retriable && inFailover(record.at));
  const retriableFailed = retriableInFailover.filter(failed).length;
  const unavailable = client.records.filter((record) => record.status === 503);
  const withoutRetryAfter = unavailable.filter((record) => record.retryAfter === undefined).length;
  const failoverSeconds = windows.filter((w) => w.kind === FAILOVER).reduce((total, w) => total + (w.end - w.start) / 1000, 0);
  const goals: Array<[string, string, string, boolean]> = [
    ['orders lost (paid, no order)', String(r.orders.lost), '0', r.orders.lost === 0],
    ['orders duplicated', String(r.orders.duplicated), '0', r.orders.duplicated === 0],
    ['clicks lost outside the failover window', String(lostOutside), '0', lostOutside === 0],
    ['5xx outside the failover window', `${outside.serverErrors} of ${outside.requests} (${fixed(outside5xx * 100, 3)} %)`, '<= 0.1 %', outside5xx <= GOAL_5XX_RATE],
    [
      `failed reads and Idempotency-Key writes in the failover window (${fixed(failoverSeconds, 1)} s)`,
      `${retriableFailed} of ${retriableInFailover.length}`,
      '0',
      retriableFailed === 0,
    ],
    ['503 answers without Retry-After', `${withoutRetryAfter} of ${unavailable.length}`, '0', withoutRetryAfter === 0],
    ['paid carts not emptied by order.paid', String(r.orders.paidCartsNotCleared), '0', r.orders.paidCartsNotCleared === 0],
    ['carts differing from the answered writes', `${r.carts.inconsistent} of ${r.carts.checked}`, '0', r.carts.inconsistent === 0],
    ['merchant sync: products in the catalogue', `${r.products} of ${FEED_ROWS} (run ${r.sync.status})`, String(FEED_ROWS), r.products === FEED_ROWS],
  ];
  console.log('\nReconciliation (PostgreSQL against what the load was told):\n');
  console.log(formatTable(['check', 'found', 'goal', 'result'], goals.map(([what, found, goal, met]) => [what, found, goal, met ? 'met' : 'MISSED'])));
  console.log(
    `\norders: ${checkouts.length} checkouts started, ${r.orders.confirmedToShoppers} confirmed to the shopper, ${r.orders.paidIntents} test payments succeeded, ` +
      `${r.orders.orders} orders in PostgreSQL (${r.orders.createdUnconfirmed} created but the shopper never saw the answer); ` +
      `gave up: ${summariseFailures(checkouts.flatMap((c) => (c.failedStep ? [c.failedStep] : [])))}`,
  );
  console.log(
    `clicks: ${r.clicks.sent} redirects answered 302, ${r.clicks.recorded} recorded, ${lostOutside} lost outside and ${lostInside} inside the failover window; ${r.clicks.unknown} rows for unknown click ids`,
  );
  console.log(`carts: ${r.carts.checked} checked, ${r.outcome.uncertainCarts} left out (a write never answered)${r.carts.firstDifference ? `; first difference ${r.carts.firstDifference}` : ''}`);
  console.log(`merchant sync: ${r.sync.status}, ${r.sync.productsAdded} added per its log, admin signed in ${r.sync.signIns} time(s)`);
  console.log(`failed answers by request kind and status (with the first one's text):\n${failedAnswers(client)}`);
  if (r.outcome.broken.length > 0) console.log(`journeys broken by an unreadable answer: ${r.outcome.broken.length} (first: ${r.outcome.broken[0]})`);
  console.log(`load balancer: ${client.rerouted} connections refused by a BFF and sent to the other; crashes not caused by the chaos loop: ${r.unexpectedExits.length ? r.unexpectedExits.join(', ') : 'none'}`);
  return goals.every(([, , , met]) => met) ? 0 : 1;
}

function failedAnswers(client: ShopClient): string {
  const groups = new Map<string, { count: number; first: string }>();
  for (const record of client.records) {
    if (record.status !== 0 && record.status < 400) continue;
    const key = `${record.kind} ${record.status === 0 ? 'no answer' : record.status}`;
    const group = groups.get(key) ?? { count: 0, first: record.error ?? '' };
    group.count += 1;
    groups.set(key, group);
  }
  if (groups.size === 0) return '  none';
  return [...groups].map(([key, { count, first }]) => `  ${key} ×${count}: ${first.replace(/\s+/g, ' ')}`).join('\n');
}

function summariseFailures(steps: string[]): string {
  if (steps.length === 0) return 'none';
  const counts = new Map<string, number>();
  for (const step of steps) counts.set(step, (counts.get(step) ?? 0) + 1);
  return [...counts].map(([step, n]) => `${n}× ${step}`).join(', ');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
