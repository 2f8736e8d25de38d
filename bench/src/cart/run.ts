/**
 * Cart and checkout through the BFF, on the whole system started as `npm start` would (throwaway
 * database and key prefix, demo catalogue, manual payment provider):
 *   - add-to-cart and cart read: the highest req/s at 50 connections (autocannon), then p50/p95/p99
 *     at a fixed offered rate of 200 req/s, evenly spaced, open loop (target p95 <= 30 ms);
 *   - the cached product read (GET /api/products/{slug}) at 50 connections, the yardstick of
 *     add-to-cart's highest req/s (target >= 0.5x, issue 30);
 *   - create-intent -> pay -> confirm -> order: orders per second.
 * Usage: npm run build && node bench/dist/cart/run.js   (or npm run bench -- cart)
 */
import { createConsoleLogger, findRootDir } from '@lumina/infra';
import { cpus, loadavg } from 'node:os';
import type { CartDto, ProductDto } from '@lumina/contracts';
import { fixed, formatTable, LOAD_HEADERS, loadCells, megabytes, thousands } from '../lib/table';
import { runCheckouts } from './checkout-flow';
import { runLoad, type LoadResult } from '../lib/http-load';
import { runOpenLoop } from '../lib/open-loop';
import { startThrowawaySystem } from '../lib/throwaway-system';

const SESSIONS = 2000;
const MAX_CONNECTIONS = 50;
const FIXED_RATE = 200;
const MAX_SECONDS = 10;
const SINGLE_SECONDS = 5;
const FIXED_SECONDS = 15;
const CHECKOUT_CONCURRENCY = 8;
const CHECKOUT_MS = 15_000;
const TARGET_P95_MS = 30;
const ADD_TO_PRODUCT_READ_TARGET = 0.5;
const MEMORY_OF = ['bff', 'cart', 'orders', 'catalog'] as const;

interface Row {
  scenario: string;
  load: string;
  result: LoadResult;
  rss: Record<string, number>;
  /** CPU ms the BFF and services spent per request (queueing on a busy machine does not inflate it). */
  cpuPerRequest: number;
  /** The same, per process: which hop a change made cheaper. */
  cpuByProcess: Record<string, number>;
}

const SYSTEM_PROCESSES = ['bff', 'cart', 'orders', 'catalog'] as const;
const cpuSum = (cpu: Record<string, number>) => SYSTEM_PROCESSES.reduce((sum, name) => sum + (cpu[name] ?? 0), 0);

const log = createConsoleLogger('bench');
const runId = Date.now();
const sessions = Array.from({ length: SESSIONS }, (_, i) => `session_${runId}_bench${i}`);
let nextSession = 0;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function productsInStock(baseUrl: string): Promise<Array<{ id: string; slug: string }>> {
  const featured = (await (await fetch(`${baseUrl}/api/products/featured`)).json()) as ProductDto[];
  const listed = (await (await fetch(`${baseUrl}/api/products?limit=24`)).json()) as { products: ProductDto[] };
  const byId = new Map([...featured, ...listed.products].filter((p) => p.isInStock).map((p) => [p.id, { id: p.id, slug: p.slug }]));
  if (byId.size === 0) throw new Error('The demo catalogue has no product in stock to add');
  return [...byId.values()];
}

async function main(): Promise<void> {
  const rootDir = findRootDir(__dirname);
  const running = await startThrowawaySystem(rootDir, log);
  const baseUrl = running.system.url;
  try {
    const products = await productsInStock(baseUrl);
    const ids = products.map((product) => product.id);
    log.info(`system at ${baseUrl}; ${ids.length} products in stock; ${SESSIONS} carts`);
    const add = () => ({
      method: 'POST' as const,
      path: '/api/cart/add',
      body: JSON.stringify({ sessionId: pick(sessions), productId: pick(ids), quantity: 1 }),
    });
    const read = () => ({ method: 'GET' as const, path: `/api/cart/${pick(sessions)}` });
    // The yardstick of issue 30: a read the BFF answers from catalog's product cache.
    const productRead = () => ({ method: 'GET' as const, path: `/api/products/${pick(products).slug}` });

    // Warm-up: JIT, connection pools, and every cart gets lines before reads are measured.
    await runLoad({ url: baseUrl, connections: 16, durationSeconds: 5, request: add });

    const rows: Row[] = [];
    const measure = async (scenario: string, load: string, run: () => Promise<LoadResult>) => {
      const cpuBefore = running.cpuMs();
      const result = await run();
      const cpuAfter = running.cpuMs();
      const requests = Math.max(1, result.requests);
      const cpuByProcess = Object.fromEntries(
        SYSTEM_PROCESSES.map((name) => [name, ((cpuAfter[name] ?? 0) - (cpuBefore[name] ?? 0)) / requests]),
      );
      rows.push({ scenario, load, result, rss: running.rss(), cpuPerRequest: cpuSum(cpuByProcess), cpuByProcess });
      log.info(`${scenario} @ ${load}: ${thousands(rows.at(-1)?.result.perSecond ?? 0)} req/s`);
    };
    // Latency floor: one request at a time, no queueing anywhere.
    await measure('add to cart', '1 conn', () => runLoad({ url: baseUrl, connections: 1, durationSeconds: SINGLE_SECONDS, request: add }));
    await measure('cart read', '1 conn', () => runLoad({ url: baseUrl, connections: 1, durationSeconds: SINGLE_SECONDS, request: read }));
    await measure('add to cart', `${MAX_CONNECTIONS} conn`, () => runLoad({ url: baseUrl, connections: MAX_CONNECTIONS, durationSeconds: MAX_SECONDS, request: add }));
    await measure('cart read', `${MAX_CONNECTIONS} conn`, () => runLoad({ url: baseUrl, connections: MAX_CONNECTIONS, durationSeconds: MAX_SECONDS, request: read }));
    await measure('product read (cached)', `${MAX_CONNECTIONS} conn`, () =>
      runLoad({ url: baseUrl, connections: MAX_CONNECTIONS, durationSeconds: MAX_SECONDS, request: productRead }),
    );
    await measure('add to cart', `${FIXED_RATE} req/s`, () => runOpenLoop({ url: baseUrl, ratePerSecond: FIXED_RATE, durationSeconds: FIXED_SECONDS, request: add }));
    await measure('cart read', `${FIXED_RATE} req/s`, () => runOpenLoop({ url: baseUrl, ratePerSecond: FIXED_RATE, durationSeconds: FIXED_SECONDS, request: read }));

    const checkoutCpuBefore = cpuSum(running.cpuMs());
    const checkout = await runCheckouts({
      baseUrl,
      productIds: ids,
      concurrency: CHECKOUT_CONCURRENCY,
      durationMs: CHECKOUT_MS,
      newSession: () => `session_${runId}_order${(nextSession += 1)}`,
    });
    const checkoutRss = running.rss();
    const checkoutCpu = (cpuSum(running.cpuMs()) - checkoutCpuBefore) / Math.max(1, checkout.orders);

    // What the numbers are worth: one order per payment, and order.paid emptied the paid carts.
    const sample = checkout.sessions.slice(0, 20);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const leftOver = (
      await Promise.all(sample.map(async (s) => ((await (await fetch(`${baseUrl}/api/cart/${s}`)).json()) as CartDto).items.length))
    ).filter((n) => n > 0).length;

    const [firstNumber] = checkout.orderNumbers;
    const firstSession = checkout.sessions[0] ?? '';
    const orderRead = await fetch(`${baseUrl}/api/orders/${firstNumber}`, { headers: { 'x-cart-session': firstSession } });
    const invoice = await fetch(`${baseUrl}/api/orders/${firstNumber}/invoice.pdf?session=${firstSession}`);
    const invoiceBytes = Buffer.from(await invoice.arrayBuffer());
    const readsWork = orderRead.ok && invoice.ok && invoiceBytes.subarray(0, 5).toString('latin1') === '%PDF-';

    const memory = (rss: Record<string, number>) => MEMORY_OF.map((name) => megabytes(rss[name] ?? Number.NaN));
    const table = formatTable(
      ['scenario', 'load', ...LOAD_HEADERS, 'CPU ms/req', ...MEMORY_OF.map((n) => `${n} RSS`)],
      [
        ...rows.map(({ scenario, load, result, rss, cpuPerRequest }) => [
          scenario,
          load,
          ...loadCells(result),
          fixed(cpuPerRequest, 1),
          ...memory(rss),
        ]),
        [
          'intent -> pay -> order',
          `${CHECKOUT_CONCURRENCY} shoppers`,
          `${fixed(checkout.perSecond, 1)} orders/s`,
          fixed(checkout.path.p50Ms),
          fixed(checkout.path.p95Ms),
          fixed(checkout.path.p99Ms),
          fixed(checkout.path.maxMs),
          thousands(checkout.orders),
          checkout.failures,
          fixed(checkoutCpu, 1),
          ...memory(checkoutRss),
        ],
      ],
    );
    console.log(`\nCart and checkout through the BFF (${rootDir}, production mode, manual payment provider)\n`);
    console.log(table);
    console.log(
      `\nlatencies: 1 and 50 conn rows, each 2xx response as autocannon saw it; 200 req/s rows, from when each request was due ` +
        `(open loop, evenly spaced; see open-loop.ts); the order row times create-intent + test payment + confirm-payment, ` +
        `after 2 add-to-cart calls and a quote per order (not timed; its CPU ms are per order, all calls included). ` +
        `CPU ms/req: user+system time of bff, cart, orders and catalog per request (PostgreSQL and Redis not counted). bench process RSS ${megabytes(running.rss().bench ?? 0)}.`,
    );
    console.log(`\nCPU ms per request by process (stable on a busy machine, unlike req/s and latency):`);
    console.log(
      formatTable(
        ['scenario', 'load', ...SYSTEM_PROCESSES],
        rows.map(({ scenario, load, cpuByProcess }) => [scenario, load, ...SYSTEM_PROCESSES.map((name) => fixed(cpuByProcess[name] ?? 0, 2))]),
      ),
    );
    // The machine is shared: say how busy it was, so a reader can weigh the figures.
    console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(' / ')} (1/5/15 min) at the end`);
    const atMax = (scenario: string) => rows.find((row) => row.scenario === scenario && row.load === `${MAX_CONNECTIONS} conn`)?.result.perSecond ?? 0;
    const addRatio = atMax('product read (cached)') > 0 ? atMax('add to cart') / atMax('product read (cached)') : 0;
    console.log(
      `target add to cart highest req/s >= ${ADD_TO_PRODUCT_READ_TARGET}x the cached product read's at ${MAX_CONNECTIONS} conn: ` +
        `${thousands(atMax('add to cart'))} vs ${thousands(atMax('product read (cached)'))} req/s = ${fixed(addRatio, 2)}x, ${addRatio >= ADD_TO_PRODUCT_READ_TARGET ? 'met' : 'MISSED'}`,
    );
    const fixedRows = rows.filter((row) => row.load.endsWith('req/s'));
    for (const row of fixedRows) {
      const met = row.result.p95Ms <= TARGET_P95_MS && row.result.failures === 0;
      console.log(`target ${row.scenario} p95 <= ${TARGET_P95_MS} ms at ${FIXED_RATE} req/s: ${fixed(row.result.p95Ms)} ms, ${met ? 'met' : 'MISSED'}`);
    }
    console.log(
      `orders: ${checkout.orders} confirmed, ${checkout.orderNumbers.size} distinct order numbers, ${checkout.failures} failed` +
        `${checkout.firstFailure ? ` (first: ${checkout.firstFailure})` : ''}; paid carts still holding lines after order.paid: ${leftOver}/${sample.length}`,
    );
    console.log(`order ${firstNumber}: read ${orderRead.status}, invoice ${invoice.status} ${invoice.headers.get('content-type')} (${invoiceBytes.length} bytes)`);
    if (checkout.orderNumbers.size !== checkout.orders || leftOver > 0 || !readsWork) process.exitCode = 1;
  } finally {
    await running.stop();
  }
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
