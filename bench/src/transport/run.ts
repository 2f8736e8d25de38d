import { Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { connect as connectNats } from 'nats';
import { firstValueFrom } from 'rxjs';
import { type ClosedLoopResult, runClosedLoop } from '../lib/closed-loop';
import { fixed, formatTable, megabytes, thousands } from '../lib/table';
import { EchoReplica } from './echo-replica';
import {
  type BenchTarget,
  createClient,
  ECHO_PATTERN,
  TRANSPORT_KINDS,
  TRANSPORT_LABELS,
  type TransportKind,
} from './transports';

/**
 * Request/reply through our Redis Streams transport against Nest's Redis, NATS (queue group) and TCP
 * transports, with the same echo handler in a child process; then what two replicas do with 10,000
 * requests. Usage: node bench/dist/transport/run.js [--transports redis-streams,nest-redis]
 * (Redis on 127.0.0.1:6379 or REDIS_PORT; NATS on nats://127.0.0.1:4222 or NATS_URL, its rows
 * skipped with the reason when it does not answer)
 */

const REDIS_PORT = Number(process.env.REDIS_PORT ?? 6379);
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const PAYLOAD = { sku: 'LUM-DESK-LAMP-01', quantity: 2, note: 'echo' };
const PHASES = [
  { concurrency: 1, durationMs: 3_000 },
  { concurrency: 64, durationMs: 5_000 },
];
const FANOUT_REQUESTS = 10_000;
const TARGETS = { p50AtOneMs: 1, perSecondAt64: 5_000 };

interface Measured {
  kind: TransportKind;
  phases: ClosedLoopResult[];
  /** Redis commands and their execution time per request during the concurrency-64 phase. */
  redis: RedisCost;
  /** CPU time per request of the handler process and of this (client) process in that phase. */
  cpu: { serverMicros: number; clientMicros: number };
  serverRss: number;
  serverHeap: number;
  clientRss: number;
}

function echo(client: ClientProxy): () => Promise<unknown> {
  return () => firstValueFrom(client.send(ECHO_PATTERN, PAYLOAD));
}

async function measure(kind: TransportKind, target: BenchTarget): Promise<Measured> {
  const replica = await EchoReplica.start({ kind, target, replica: 0 });
  const client = createClient(kind, target);
  try {
    await client.connect();
    await runClosedLoop({ concurrency: 16, durationMs: 2_000, maxRequests: 3_000, call: echo(client) });
    const phases: ClosedLoopResult[] = [];
    let redis: RedisCost = { calls: 0, microseconds: 0 };
    let cpu = { serverMicros: 0, clientMicros: 0 };
    for (const phase of PHASES) {
      const [before, serverBefore, clientBefore] = [await commandStats(), await replica.stats(), process.cpuUsage()];
      const result = await runClosedLoop({ ...phase, maxRequests: 1_000_000, call: echo(client) });
      const clientCpu = process.cpuUsage(clientBefore);
      const serverAfter = await replica.stats();
      redis = perRequest(before, await commandStats(), result.requests);
      const n = Math.max(1, result.requests);
      cpu = {
        serverMicros: (serverAfter.cpuMicros - serverBefore.cpuMicros) / n,
        clientMicros: (clientCpu.user + clientCpu.system) / n,
      };
      phases.push(result);
    }
    const { rss, heapAfterGc } = await replica.stats();
    return { kind, phases, redis, cpu, serverRss: rss, serverHeap: heapAfterGc, clientRss: process.memoryUsage().rss };
  } finally {
    await client.close();
    await replica.stop();
  }
}

async function fanOut(
  kind: TransportKind,
  target: BenchTarget,
): Promise<{ kind: TransportKind; calls: number[]; result: ClosedLoopResult }> {
  const replicas = [
    await EchoReplica.start({ kind, target, replica: 0 }),
    await EchoReplica.start({ kind, target, replica: 1 }),
  ];
  const client = createClient(kind, target);
  try {
    await client.connect();
    const result = await runClosedLoop({
      concurrency: 64,
      durationMs: 120_000,
      maxRequests: FANOUT_REQUESTS,
      call: echo(client),
    });
    // Let duplicate deliveries (Nest Redis answers from every replica) finish before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const calls = await Promise.all(replicas.map(async (r) => (await r.stats()).calls));
    return { kind, calls, result };
  } finally {
    await client.close();
    await Promise.all(replicas.map((r) => r.stop()));
  }
}

interface RedisCost {
  calls: number;
  microseconds: number;
  /** Socket reads Redis processed (INFO stats total_reads_processed): each write a client makes wakes Redis for one. */
  reads: number;
}

const CONTAINER_COMMANDS = new Set(['exec', 'eval', 'evalsha', 'eval_ro', 'evalsha_ro', 'fcall', 'fcall_ro']);

/**
 * Redis INFO commandstats summed over all commands (those inside a transaction or script count). Other users
 * of the same Redis add to it: on a shared machine it is an upper bound.
 */
async function commandStats(): Promise<RedisCost> {
  const redis = new Redis({ host: '127.0.0.1', port: REDIS_PORT });
  try {
    const info = await redis.info('commandstats');
    const reads = Number(/total_reads_processed:(\d+)/.exec(await redis.info('stats'))?.[1] ?? Number.NaN);
    const total = { calls: 0, microseconds: 0, reads };
    for (const match of info.matchAll(/cmdstat_([^:]+):calls=(\d+),usec=(\d+)/g)) {
      // A transaction's or script's commands are counted one by one, and again in its EXEC / EVAL.
      if (CONTAINER_COMMANDS.has(match[1])) continue;
      total.calls += Number(match[2]);
      total.microseconds += Number(match[3]);
    }
    return total;
  } finally {
    redis.disconnect();
  }
}

function perRequest(before: RedisCost, after: RedisCost, requests: number): RedisCost {
  const n = Math.max(1, requests);
  return {
    calls: (after.calls - before.calls) / n,
    microseconds: (after.microseconds - before.microseconds) / n,
    reads: (after.reads - before.reads) / n,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis({ host: '127.0.0.1', port: REDIS_PORT });
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}

function requestedKinds(): TransportKind[] {
  const { values } = parseArgs({ options: { transports: { type: 'string', default: TRANSPORT_KINDS.join(',') } } });
  const names = values.transports.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(TRANSPORT_KINDS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`--transports: unknown ${unknown.join(', ')}; known: ${TRANSPORT_KINDS.join(', ')}`);
  return TRANSPORT_KINDS.filter((kind) => names.includes(kind));
}

/** The reason NATS cannot be measured here, or undefined when it answers. */
async function natsUnavailable(url: string): Promise<string | undefined> {
  try {
    const connection = await connectNats({ servers: [url], timeout: 2_000, reconnect: false });
    await connection.close();
    return undefined;
  } catch (error) {
    return describeError(error);
  }
}

function ratio(ours: number, theirs: number): string {
  return theirs > 0 ? `${fixed(ours / theirs)}x` : 'n/a';
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : JSON.stringify(error);
}

/** Ours against its own targets, against Nest-Redis (the pass mark) and against NATS (no pass mark). */
function comparisons(ours: Measured, measured: Measured[]): string[] {
  const [one, many] = ours.phases;
  const lines = [
    `targets (ours): p50 at concurrency 1 = ${fixed(one.latency.p50Ms)} ms (<= ${TARGETS.p50AtOneMs} ms: ${one.latency.p50Ms <= TARGETS.p50AtOneMs ? 'met' : 'MISSED'}), ` +
      `${thousands(many.perSecond)} req/s at 64 (>= ${thousands(TARGETS.perSecondAt64)}: ${many.perSecond >= TARGETS.perSecondAt64 ? 'met' : 'MISSED'})`,
  ];
  const nestRedis = measured.find((m) => m.kind === 'nest-redis');
  if (nestRedis) {
    const [theirOne, theirMany] = nestRedis.phases;
    lines.push(
      `ours vs Nest Transport.REDIS: ${ratio(many.perSecond, theirMany.perSecond)} req/s at 64 (>= 1.00x: ${many.perSecond >= theirMany.perSecond ? 'met' : 'MISSED'}), ` +
        `p50 at 1 ${fixed(one.latency.p50Ms)} vs ${fixed(theirOne.latency.p50Ms)} ms (<=: ${one.latency.p50Ms <= theirOne.latency.p50Ms ? 'met' : 'MISSED'})`,
    );
  }
  const nats = measured.find((m) => m.kind === 'nest-nats');
  if (nats) {
    const [theirOne, theirMany] = nats.phases;
    lines.push(
      `ours vs Nest Transport.NATS (queue group, no pass mark): ${ratio(many.perSecond, theirMany.perSecond)} req/s at 64, ` +
        `p50 at 1 ${fixed(one.latency.p50Ms)} vs ${fixed(theirOne.latency.p50Ms)} ms`,
    );
  }
  return lines;
}

function latencyTable(results: Measured[]): string {
  const rows = results.flatMap(({ kind, phases, redis, cpu, serverRss, serverHeap, clientRss }) =>
    phases.map((r, i) => [
      TRANSPORT_LABELS[kind],
      PHASES[i].concurrency,
      thousands(r.perSecond),
      fixed(r.latency.p50Ms),
      fixed(r.latency.p95Ms),
      fixed(r.latency.p99Ms),
      thousands(r.latency.count),
      r.errors,
      i === phases.length - 1 && kind.includes('redis') ? fixed(redis.calls) : '',
      i === phases.length - 1 && kind.includes('redis') ? fixed(redis.microseconds) : '',
      i === phases.length - 1 && kind.includes('redis') ? fixed(redis.reads) : '',
      i === phases.length - 1 ? fixed(cpu.serverMicros) : '',
      i === phases.length - 1 ? fixed(cpu.clientMicros) : '',
      megabytes(serverRss),
      megabytes(serverHeap),
      megabytes(clientRss),
    ]),
  );
  return formatTable(
    [
      'transport',
      'conc.',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'requests',
      'errors',
      'Redis cmds/req',
      'Redis µs/req',
      'Redis reads/req',
      'server CPU µs/req',
      'client CPU µs/req',
      'server RSS',
      'server heap',
      'client RSS',
    ],
    rows,
  );
}

async function main(): Promise<void> {
  // Nest's Redis client logs every duplicate reply at debug level; that is the fan-out we count.
  Logger.overrideLogger(['error', 'warn']);
  const target: BenchTarget = {
    redisPort: REDIS_PORT,
    natsUrl: NATS_URL,
    prefix: `lumina-bench-${randomBytes(4).toString('hex')}`,
    tcpPort: await freePort(),
  };
  console.log(
    `Transport benchmark: echo of a ${JSON.stringify(PAYLOAD).length}-byte JSON payload, handler in a child process`,
  );
  console.log(
    `phases: ${PHASES.map((p) => `concurrency ${p.concurrency} for ${p.durationMs / 1000} s`).join(', ')} (after a 2 s warm-up)\n`,
  );
  let kinds = requestedKinds();
  if (kinds.includes('nest-nats')) {
    const reason = await natsUnavailable(NATS_URL);
    if (reason !== undefined) {
      console.log(`Nest Transport.NATS rows skipped: no NATS answers at ${NATS_URL} (${reason})\n`);
      kinds = kinds.filter((kind) => kind !== 'nest-nats');
    }
  }
  try {
    const measured: Measured[] = [];
    for (const kind of kinds) measured.push(await measure(kind, target));
    console.log(latencyTable(measured));
    console.log(
      'Redis cmds/req, µs/req: INFO commandstats over the concurrency-64 phase (commands inside a transaction or script count one by one; other users of this Redis add to it); Redis reads/req: socket reads Redis processed (INFO stats total_reads_processed), i.e. how often it was woken; CPU µs/req: user + system time of the handler process and of this client process over that phase\n' +
        'server RSS: handler process after its run; server heap: its V8 heap after a forced GC; client RSS: this process, cumulative',
    );
    for (const { kind, phases } of measured) {
      for (const r of phases)
        if (r.firstError !== undefined)
          console.log(`${TRANSPORT_LABELS[kind]}: first error: ${describeError(r.firstError)}`);
    }

    const ours = measured.find((m) => m.kind === 'redis-streams');
    if (ours) console.log(`\n${comparisons(ours, measured).join('\n')}`);

    console.log(
      `\nTwo replicas of the handler service, ${thousands(FANOUT_REQUESTS)} requests at concurrency 64:`,
    );
    const fanouts = [];
    for (const kind of kinds) fanouts.push(await fanOut(kind, target));
    console.log(
      formatTable(
        ['transport', 'handler calls', 'replica 1', 'replica 2', 'replies ok', 'errors', 'req/s'],
        fanouts.map(({ kind, calls, result }) => [
          TRANSPORT_LABELS[kind],
          thousands(calls[0] + calls[1]),
          thousands(calls[0]),
          thousands(calls[1]),
          thousands(result.latency.count),
          result.errors,
          thousands(result.perSecond),
        ]),
      ),
    );
    const ourFanout = fanouts.find((f) => f.kind === 'redis-streams');
    if (ourFanout) {
      const calls = ourFanout.calls[0] + ourFanout.calls[1];
      console.log(
        `\nours: ${calls === FANOUT_REQUESTS ? 'exactly one handler call per request' : 'WRONG number of handler calls'}`,
      );
    }
  } finally {
    await deleteKeys(target.prefix);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
