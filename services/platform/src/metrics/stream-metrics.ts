import type Redis from 'ioredis';
import { Gauge } from 'prom-client';
import { CachedRead, registeredOnce, withinMs } from './metrics';

/** Streams one consumer group of this process reads, and the dead-letter stream of its service. */
export interface WatchedStreams {
  /** A non-blocking connection (never the one blocked in XREADGROUP). */
  redis: Redis;
  group: string;
  streams: readonly string[];
  deadLetters?: { service: string; key: string };
}

interface GroupReading {
  stream: string;
  group: string;
  pending: number;
  /** Null when Redis cannot tell: entries were deleted (XDEL) inside the unread range. */
  lag: number | null;
}

interface StreamsReading {
  lengths: Map<string, number>;
  groups: GroupReading[];
  deadLetters: Map<string, number>;
}

const CACHE_MS = 2000;
const READ_TIMEOUT_MS = 2000;
const EMPTY: StreamsReading = { lengths: new Map(), groups: [], deadLetters: new Map() };

const watched = new Set<WatchedStreams>();
const reading = new CachedRead(readAll, CACHE_MS);

/**
 * Reports the streams at scrape time (lumina_stream_length, lumina_stream_group_pending,
 * lumina_stream_group_lag, lumina_dead_letters) until the returned function is called.
 */
export function watchStreams(streams: WatchedStreams): () => void {
  registerCollectors();
  watched.add(streams);
  reading.invalidate();
  return () => {
    watched.delete(streams);
    reading.invalidate();
  };
}

async function readAll(): Promise<StreamsReading> {
  const byConnection = new Map<Redis, WatchedStreams[]>();
  for (const watch of watched) byConnection.set(watch.redis, [...(byConnection.get(watch.redis) ?? []), watch]);
  const readings = await Promise.all(
    [...byConnection].map(([redis, watches]) => withinMs(readOnce(redis, watches), READ_TIMEOUT_MS, EMPTY)),
  );
  return {
    lengths: new Map(readings.flatMap((r) => [...r.lengths])),
    groups: readings.flatMap((r) => r.groups),
    deadLetters: new Map(readings.flatMap((r) => [...r.deadLetters])),
  };
}

/** One pipeline per connection: XLEN and XINFO GROUPS per stream, XLEN per dead-letter stream. */
async function readOnce(redis: Redis, watches: WatchedStreams[]): Promise<StreamsReading> {
  const groupsOf = new Map<string, Set<string>>();
  for (const { streams, group } of watches) {
    for (const stream of streams) groupsOf.set(stream, (groupsOf.get(stream) ?? new Set()).add(group));
  }
  const deadLetters = new Map(watches.flatMap((w) => (w.deadLetters ? [[w.deadLetters.service, w.deadLetters.key] as const] : [])));
  const streams = [...groupsOf.keys()];
  const pipeline = redis.pipeline();
  for (const stream of streams) pipeline.xlen(stream).call('XINFO', 'GROUPS', stream);
  for (const key of deadLetters.values()) pipeline.xlen(key);
  const replies = (await pipeline.exec()) ?? [];

  const result: StreamsReading = { lengths: new Map(), groups: [], deadLetters: new Map() };
  streams.forEach((stream, index) => {
    const [lengthError, length] = replies[index * 2] ?? [];
    // A stream nobody wrote to yet (no MKSTREAM) has no groups: XINFO answers "no such key".
    const [infoError, info] = replies[index * 2 + 1] ?? [];
    if (!lengthError) result.lengths.set(stream, Number(length));
    if (infoError) return;
    for (const fields of info as unknown[][]) {
      const group = fieldOf(fields, 'name');
      if (typeof group !== 'string' || !groupsOf.get(stream)?.has(group)) continue;
      const lag = fieldOf(fields, 'lag');
      result.groups.push({ stream, group, pending: Number(fieldOf(fields, 'pending')), lag: lag === null || lag === undefined ? null : Number(lag) });
    }
  });
  [...deadLetters.keys()].forEach((service, index) => {
    const [error, length] = replies[streams.length * 2 + index] ?? [];
    if (!error) result.deadLetters.set(service, Number(length));
  });
  return result;
}

/** XINFO answers a flat field/value list per group. */
function fieldOf(fields: unknown[], name: string): unknown {
  const at = fields.indexOf(name);
  return at === -1 ? undefined : fields[at + 1];
}

function registerCollectors(): void {
  registeredOnce('lumina_stream_length', () => new Gauge({
    name: 'lumina_stream_length',
    help: 'Entries in a Redis stream (XLEN). On a request stream, entries are deleted once answered: this is its backlog',
    labelNames: ['stream'],
    async collect() {
      const { lengths } = await reading.get();
      this.reset();
      for (const [stream, length] of lengths) this.set({ stream }, length);
    },
  }));
  registeredOnce('lumina_stream_group_pending', () => new Gauge({
    name: 'lumina_stream_group_pending',
    help: 'Entries a consumer group has read but not acknowledged (being handled, or left by a dead replica)',
    labelNames: ['stream', 'group'],
    async collect() {
      const { groups } = await reading.get();
      this.reset();
      for (const { stream, group, pending } of groups) this.set({ stream, group }, pending);
    },
  }));
  registeredOnce('lumina_stream_group_lag', () => new Gauge({
    name: 'lumina_stream_group_lag',
    help: 'Entries of a stream not yet delivered to a consumer group (XINFO GROUPS lag); absent where Redis reports none (request streams, whose answered entries are deleted)',
    labelNames: ['stream', 'group'],
    async collect() {
      const { groups } = await reading.get();
      this.reset();
      for (const { stream, group, lag } of groups) if (lag !== null) this.set({ stream, group }, lag);
    },
  }));
  registeredOnce('lumina_dead_letters', () => new Gauge({
    name: 'lumina_dead_letters',
    help: 'Messages a service gave up on after too many deliveries (length of <prefix>:dlq:<service>)',
    labelNames: ['service'],
    async collect() {
      const { deadLetters } = await reading.get();
      this.reset();
      for (const [service, length] of deadLetters) this.set({ service }, length);
    },
  }));
}
