import type Redis from 'ioredis';
import type { InFlight } from './in-flight';
import { parseEntries, parsePending, type StreamEntry } from './wire-message';

export interface RecoveryOptions {
  group: string;
  consumer: string;
  claimIdleMs: number;
}

export interface ClaimedEntry {
  stream: string;
  entry: StreamEntry;
  /** Including this delivery. */
  deliveries: number;
  fromOtherConsumer: boolean;
}

/**
 * Pending-entry housekeeping for one replica: takes over messages a dead replica left idle, and
 * keeps its own long-running messages looking alive so nobody takes them over.
 */
export class MessageRecovery {
  constructor(
    private readonly redis: Redis,
    private readonly inFlight: InFlight,
    private readonly options: RecoveryOptions,
  ) {}

  /**
   * XCLAIM of our own ids with JUSTID resets their idle time without counting a delivery, so a
   * handler slower than claimIdleMs keeps its message (the "lease" of a live replica).
   */
  async extendLeases(): Promise<void> {
    const { group, consumer } = this.options;
    const renewals = [...this.inFlight.idsByStream()].map(([stream, ids]) =>
      this.redis.call('XCLAIM', stream, group, consumer, 0, ...ids, 'JUSTID'),
    );
    await Promise.all(renewals);
  }

  /**
   * XPENDING first (it reports delivery counts, XAUTOCLAIM does not), then XCLAIM with the same
   * min-idle: when two replicas race for one entry, the loser's XCLAIM finds it no longer idle.
   */
  async claimIdle(stream: string, limit: number): Promise<ClaimedEntry[]> {
    const { group, consumer, claimIdleMs } = this.options;
    const pending = parsePending(
      await this.redis.call('XPENDING', stream, group, 'IDLE', claimIdleMs, '-', '+', limit),
    );
    const candidates = pending.filter((p) => !this.inFlight.has(stream, p.id));
    if (candidates.length === 0) return [];
    const claimed = parseEntries(
      await this.redis.call('XCLAIM', stream, group, consumer, claimIdleMs, ...candidates.map((p) => p.id)),
    );
    const byId = new Map(candidates.map((p) => [p.id, p]));
    return claimed.map((entry) => {
      const before = byId.get(entry.id);
      return {
        stream,
        entry,
        deliveries: (before?.deliveries ?? 0) + 1,
        fromOtherConsumer: before !== undefined && before.consumer !== consumer,
      };
    });
  }

  /** A consumer that owns nothing is removed on a clean exit, so XINFO shows live replicas only. */
  async removeConsumerIfIdle(streams: readonly string[]): Promise<void> {
    const { group, consumer } = this.options;
    await Promise.all(
      streams.map(async (stream) => {
        const own = parsePending(await this.redis.call('XPENDING', stream, group, '-', '+', 1, consumer));
        if (own.length === 0) await this.redis.call('XGROUP', 'DELCONSUMER', stream, group, consumer);
      }),
    );
  }
}
