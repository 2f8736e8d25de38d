/**
 * bench/signin (issue 24): a sign-in flood must not starve the shop. The product read
 * (GET /api/products/{slug}) at a fixed 500 req/s, open loop, on the whole system as `npm start`
 * runs it (production mode, throwaway database, key prefix and index), measured three times:
 *   - quiet: the reads alone;
 *   - one address: while 200 sign-in attempts a second arrive for distinct emails from one address;
 *   - 200 addresses: the same flood spread over 200 client addresses behind a trusted proxy (the
 *     system runs with TRUSTED_PROXIES=127.0.0.1; each attempt carries X-Forwarded-For).
 * Target: the reads' p95 under either flood within 1.5x the quiet run's.
 * Usage: npm run build && node bench/dist/signin/run.js [--duration <seconds per phase>] (default 10)
 *   (or npm run bench -- signin)
 */
import { createConsoleLogger, findRootDir } from '@lumina/infra';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { productSlugs, waitForCatalogue } from '../lib/catalogue';
import { runOpenLoop, type OpenLoopRequest, type OpenLoopResult } from '../lib/open-loop';
import { fixed, formatTable, LOAD_HEADERS, loadCells, thousands } from '../lib/table';
import { startThrowawaySystem } from '../lib/throwaway-system';

const READ_RATE = 500;
const SIGN_IN_RATE = 200;
const ADDRESSES = 200;
const WARM_UP_SECONDS = 4;
const TARGET_RATIO = 1.5;

const log = createConsoleLogger('bench');

interface Flood {
  name: string;
  /** Sign-in attempt n: a distinct email each; where it comes from. */
  attempt?: (index: number) => OpenLoopRequest;
}

interface Row {
  scenario: string;
  reads: OpenLoopResult;
  signIns?: { result: OpenLoopResult; statuses: Map<number, number> };
  /** CPU time the BFF used over the phase (user + system), in ms. */
  bffCpuMs: number;
  loadAverage: number;
}

const signInBody = (scenario: string, index: number) =>
  JSON.stringify({ email: `flood-${scenario}-${index}@bench.invalid`, password: 'not-the-password-at-all' });

function durationSeconds(): number {
  const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' } }, strict: false });
  const seconds = Number(values.duration);
  if (!(seconds >= 2 && seconds <= 600)) throw new Error('--duration: seconds per phase, 2 to 600');
  return seconds;
}

async function main(): Promise<void> {
  const seconds = durationSeconds();
  const rootDir = findRootDir(__dirname);
  // 127.0.0.1 is the proxy: the one-address flood (no header) is 127.0.0.1 itself.
  const running = await startThrowawaySystem(rootDir, log, { TRUSTED_PROXIES: '127.0.0.1' });
  const baseUrl = running.system.url;
  try {
    const total = await waitForCatalogue(baseUrl);
    const slugs = await productSlugs(baseUrl);
    log.info(`${total} products listed; reading ${slugs.length} slugs at ${READ_RATE} req/s, ${seconds} s per phase`);
    const read = (index: number): OpenLoopRequest => ({ path: `/api/products/${slugs[index % slugs.length]}` });
    const bffCpu = () => running.cpuMs().bff ?? Number.NaN;

    await runOpenLoop({ url: baseUrl, ratePerSecond: READ_RATE, durationSeconds: WARM_UP_SECONDS, request: read });

    const floods: Flood[] = [
      { name: 'quiet (reads only)' },
      {
        name: `${SIGN_IN_RATE} sign-ins/s from one address`,
        attempt: (index) => ({ method: 'POST', path: '/api/auth/login', body: signInBody('one', index) }),
      },
      {
        name: `${SIGN_IN_RATE} sign-ins/s from ${ADDRESSES} addresses via trusted proxy`,
        attempt: (index) => ({
          method: 'POST',
          path: '/api/auth/login',
          body: signInBody('many', index),
          // Header values only: nothing is sent to these addresses.
          headers: { 'x-forwarded-for': `127.1.0.${(index % ADDRESSES) + 1}` },
        }),
      },
    ];

    const rows: Row[] = [];
    for (const flood of floods) {
      const statuses = new Map<number, number>();
      const cpuBefore = bffCpu();
      const attempt = flood.attempt;
      const [reads, signIns] = await Promise.all([
        runOpenLoop({ url: baseUrl, ratePerSecond: READ_RATE, durationSeconds: seconds, request: read }),
        attempt
          ? runOpenLoop({
              url: baseUrl,
              ratePerSecond: SIGN_IN_RATE,
              durationSeconds: seconds,
              request: attempt,
              // Every answer counts (401 checked, 429 refused); its status is tallied.
              ok: (status) => {
                statuses.set(status, (statuses.get(status) ?? 0) + 1);
                return status === 401 || status === 429;
              },
            })
          : Promise.resolve(undefined),
      ]);
      rows.push({
        scenario: flood.name,
        reads,
        signIns: signIns && { result: signIns, statuses },
        bffCpuMs: bffCpu() - cpuBefore,
        loadAverage: loadavg()[0] ?? Number.NaN,
      });
      log.info(`${flood.name}: reads p95 ${fixed(reads.p95Ms)} ms`);
    }

    const quietP95 = rows[0]?.reads.p95Ms ?? Number.NaN;
    const quietCpuMs = rows[0]?.bffCpuMs ?? Number.NaN;
    const count = (row: Row, status: number) => row.signIns?.statuses.get(status) ?? 0;
    const other = (row: Row) => [...(row.signIns?.statuses ?? new Map<number, number>())].filter(([s]) => s !== 401 && s !== 429).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `\nGET /api/products/{slug} at ${READ_RATE} req/s (fixed arrival, ${slugs.length} slugs) with and without a sign-in flood, ` +
        `${seconds} s per phase\n`,
    );
    console.log(
      formatTable(
        ['scenario', ...LOAD_HEADERS.map((h) => `reads ${h}`), 'p95 / quiet', 'sign-ins sent', 'checked (401)', 'refused (429)', 'other', 'sign-in p95 ms', 'bff CPU s', 'bff CPU ms/sign-in', 'load avg'],
        rows.map((row) => [
          row.scenario,
          ...loadCells(row.reads),
          fixed(row.reads.p95Ms / quietP95),
          row.signIns ? thousands(row.signIns.result.requests) : '-',
          row.signIns ? thousands(count(row, 401)) : '-',
          row.signIns ? thousands(count(row, 429)) : '-',
          row.signIns ? other(row) : '-',
          row.signIns ? fixed(row.signIns.result.p95Ms) : '-',
          fixed(row.bffCpuMs / 1000, 1),
          row.signIns ? fixed((row.bffCpuMs - quietCpuMs) / row.signIns.result.requests) : '-',
          fixed(row.loadAverage, 1),
        ]),
      ),
    );
    console.log(
      `\nreads: latency of 2xx answers from when each was due. sign-ins: distinct unknown emails, a wrong password; ` +
        `401 = the password was checked (Argon2id), 429 = refused before hashing (per-address limit, or no free hash slot). ` +
        `bff CPU s: the BFF's user + system time over the phase; ms/sign-in: above the quiet phase's, per attempt (what the ` +
        `flood costs, which stays meaningful when other work on the machine makes latency noisy). load avg: 1-minute, after the phase.`,
    );
    let met = true;
    for (const row of rows.slice(1)) {
      const ratio = row.reads.p95Ms / quietP95;
      const ok = ratio <= TARGET_RATIO && row.reads.failures === 0 && other(row) === 0;
      met &&= ok;
      console.log(`target reads p95 <= ${TARGET_RATIO}x quiet under "${row.scenario}": ${fixed(ratio)}x, ${ok ? 'met' : 'MISSED'}`);
    }
    if (!met) process.exitCode = 1;
  } finally {
    await running.stop();
  }
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
