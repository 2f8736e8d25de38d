import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { RedisEndpoint } from '../redis/redis-endpoint';

/**
 * One options object serves both sides, so a service can build its server and its clients from the
 * same configuration. Server-only and client-only fields are marked as such.
 */
export interface RedisStreamsOptions extends RedisEndpoint {
  /** `redis://host:port/db`; with `sentinel`, only its credentials, database and TLS are used. */
  url: string;
  /** Key prefix; tests and benchmarks use their own so they never see each other's messages. */
  prefix: string;
  /** Server: the consumer group, i.e. the service name (`catalog`). Required by the server. */
  service?: string;
  /** Server: this replica's consumer name inside the group. Default `hostname-pid-random`. */
  consumer?: string;
  /** Client: how long a caller waits for a reply; also the request's deadline on the server. */
  requestTimeoutMs?: number;
  /**
   * Server: a pending message idle this long belongs to a dead replica and may be claimed. A live
   * replica refreshes the idle time of what it handles every 500 ms (a third of this when shorter),
   * so only a replica that missed about a second of renewals (dead, or its event loop stalled that
   * long) loses a message, and a killed replica's requests are answered well within requestTimeoutMs.
   */
  claimIdleMs?: number;
  /** Server: at most this many handlers run at once in one replica. */
  concurrency?: number;
  /** Server: at most this many messages are read per XREADGROUP. */
  batchSize?: number;
  /** Server: a blocked read returns after this long even without messages (liveness bound). */
  blockMs?: number;
  /** Server: a message delivered more often than this is dead-lettered instead of handled. */
  maxDeliveries?: number;
  /** Server: close() waits at most this long for in-flight handlers. */
  closeTimeoutMs?: number;
  /** Both: an encoded request, event or reply larger than this fails with RPC.PAYLOAD_TOO_LARGE. */
  maxMessageBytes?: number;
  /**
   * Both: a server's heartbeat key lives this long (refreshed every third of it); a client answers
   * RPC.UNAVAILABLE at once for a service whose key expired. 0 turns both off.
   */
  liveServiceIdleMs?: number;
  /**
   * Both: how long connecting waits for Redis to answer at all (a server's listen(), a client's
   * first connect). A process started during a Redis restart or failover waits this long instead of
   * exiting; 0 fails on the first refused connection.
   */
  connectWaitMs?: number;
  /** Client: approximate cap of a request stream, a safety valve while its service is down. */
  requestStreamMaxLen?: number;
  /** Client: approximate cap of an event stream (events are never deleted per message). */
  eventStreamMaxLen?: number;
  /** Server: approximate cap of a client's reply stream. */
  replyStreamMaxLen?: number;
  /** Server: a reply stream expires this long after its last reply, so dead clients leave nothing. */
  replyTtlSeconds?: number;
  /**
   * Server: when a service subscribes to an event stream for the first time, read the events
   * already retained in it (true) or only new ones (false, default: a new subscriber must not
   * replay history such as past payments).
   */
  replayRetainedEvents?: boolean;
}

export type ResolvedRedisStreamsOptions = Required<Omit<RedisStreamsOptions, 'service' | 'sentinel'>> &
  Pick<RedisStreamsOptions, 'service' | 'sentinel'>;

export const REDIS_STREAMS_DEFAULTS = {
  requestTimeoutMs: 5_000,
  claimIdleMs: 1_500,
  concurrency: 64,
  batchSize: 64,
  blockMs: 5_000,
  maxDeliveries: 5,
  closeTimeoutMs: 10_000,
  requestStreamMaxLen: 100_000,
  eventStreamMaxLen: 100_000,
  replyStreamMaxLen: 10_000,
  replyTtlSeconds: 300,
  replayRetainedEvents: false,
  maxMessageBytes: 4 * 1024 * 1024,
  liveServiceIdleMs: 15_000,
  connectWaitMs: 30_000,
} as const satisfies Partial<RedisStreamsOptions>;

const POSITIVE_INTEGERS = [
  'requestTimeoutMs',
  'claimIdleMs',
  'concurrency',
  'batchSize',
  'blockMs',
  'maxDeliveries',
  'closeTimeoutMs',
  'requestStreamMaxLen',
  'eventStreamMaxLen',
  'replyStreamMaxLen',
  'replyTtlSeconds',
  'maxMessageBytes',
] as const;

export function defaultConsumerName(): string {
  return `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/** Fails fast with every bad field named, like the config schema does for the environment. */
export function resolveRedisStreamsOptions(options: RedisStreamsOptions): ResolvedRedisStreamsOptions {
  const resolved: ResolvedRedisStreamsOptions = {
    ...REDIS_STREAMS_DEFAULTS,
    consumer: defaultConsumerName(),
    ...stripUndefined(options),
    url: options.url,
    prefix: options.prefix,
  };
  const problems: string[] = [];
  if (!/^rediss?:\/\//.test(resolved.url))
    problems.push(`url must be redis:// or rediss:// (got "${resolved.url}")`);
  if (!/^[\w.-]+$/.test(resolved.prefix))
    problems.push('prefix must be non-empty and use only letters, digits, ".", "_", "-"');
  if (resolved.service !== undefined && !/^[\w-]+$/.test(resolved.service)) {
    problems.push(
      'service must use only letters, digits, "_", "-" (it is the first segment of its patterns)',
    );
  }
  for (const key of POSITIVE_INTEGERS) {
    const value = resolved[key];
    if (!Number.isInteger(value) || value <= 0)
      problems.push(`${key} must be a positive integer (got ${value})`);
  }
  for (const key of ['liveServiceIdleMs', 'connectWaitMs'] as const) {
    const value = resolved[key];
    if (!Number.isInteger(value) || value < 0) problems.push(`${key} must be a non-negative integer (got ${value})`);
  }
  if (problems.length > 0) throw new Error(`Invalid Redis Streams transport options: ${problems.join('; ')}`);
  return resolved;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
