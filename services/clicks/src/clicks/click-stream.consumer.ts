import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ClicksEvents, clickedEventSchema, type ClickedEvent } from '@lumina/contracts';
import { StreamKeys, createRedis, redisEndpoint, watchStreams } from '@lumina/platform';
import type Redis from 'ioredis';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { CLICKS_CONFIG, type ClicksConfig } from '../config';
import { ClickWriter } from './click-writer';

/** The consumer group of the clicks service on the click stream (the BFF creates it too, from 0). */
export const CLICKS_GROUP = 'clicks';

type Entry = [id: string, fields: string[] | null];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads `click.recorded` straight from its stream in large batches (XREADGROUP COUNT
 * CLICK_BATCH_MAX) and acknowledges them only after their batch is committed. The transport's
 * @EventPattern hands events over one at a time and caps what is in flight at 64, which bounds a
 * batch at 64 clicks and the service at a few hundred clicks a second on a busy machine; this reads
 * the same stream, same group, same wire encoding (fields `pattern` and JSON `data`).
 * Exactly once: a redelivered entry is skipped by its click id (ClickWriter). Entries of a dead
 * replica (pending longer than RPC_CLAIM_IDLE_MS) are claimed with XAUTOCLAIM.
 */
@Injectable()
export class ClickStreamConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ClickStreamConsumer.name);
  private readonly stream: string;
  private readonly consumer = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  private redis?: Redis;
  private loop?: Promise<void>;
  private stopping = false;
  private lastClaimAt = 0;
  /** For /metrics' backlog reads: `redis` spends most of its time blocked in XREADGROUP. */
  private statsRedis?: Redis;
  private unwatch?: () => void;

  constructor(
    private readonly writer: ClickWriter,
    @Inject(CLICKS_CONFIG) private readonly config: Pick<ClicksConfig, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'KEY_PREFIX' | 'CLICK_BATCH_MAX' | 'CLICK_BATCH_LINGER_MS' | 'RPC_CLAIM_IDLE_MS'>,
  ) {
    this.stream = new StreamKeys(config.KEY_PREFIX).event(ClicksEvents.clicked);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.redis = createRedis(redisEndpoint(this.config), { maxRetriesPerRequest: null });
    await this.redis.call('XGROUP', 'CREATE', this.stream, CLICKS_GROUP, '0', 'MKSTREAM').catch((error: unknown) => {
      if (!(error instanceof Error && error.message.startsWith('BUSYGROUP'))) throw error;
    });
    this.statsRedis = createRedis(redisEndpoint(this.config), { maxRetriesPerRequest: 1 });
    this.unwatch = watchStreams({ redis: this.statsRedis, group: CLICKS_GROUP, streams: [this.stream] });
    this.loop = this.run(this.redis);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.unwatch?.();
    await this.loop;
    this.redis?.disconnect();
    this.statsRedis?.disconnect();
  }

  private async run(redis: Redis): Promise<void> {
    // Own entries left pending by this consumer name cannot exist (a new name per start); a dead
    // replica's are claimed below.
    while (!this.stopping) {
      try {
        const entries = (await this.claimIdle(redis)) ?? (await this.readNew(redis));
        if (entries.length > 0) await this.handle(redis, entries);
        if (entries.length > 0 && entries.length < this.config.CLICK_BATCH_MAX) await sleep(this.config.CLICK_BATCH_LINGER_MS);
      } catch (error) {
        if (this.stopping) break;
        this.logger.error(`click batch failed; its entries stay pending and are retried: ${(error as Error).message}`);
        await sleep(500);
      }
    }
  }

  private async readNew(redis: Redis): Promise<Entry[]> {
    const raw = (await redis.call(
      'XREADGROUP', 'GROUP', CLICKS_GROUP, this.consumer, 'COUNT', this.config.CLICK_BATCH_MAX, 'BLOCK', 1000, 'STREAMS', this.stream, '>',
    )) as Array<[string, Entry[]]> | null;
    return raw?.[0]?.[1] ?? [];
  }

  /** Every claim interval: entries pending too long (their consumer died, or their batch failed). */
  private async claimIdle(redis: Redis): Promise<Entry[] | undefined> {
    const interval = Math.max(200, Math.floor(this.config.RPC_CLAIM_IDLE_MS / 2));
    if (Date.now() - this.lastClaimAt < interval) return undefined;
    this.lastClaimAt = Date.now();
    const raw = (await redis.call(
      'XAUTOCLAIM', this.stream, CLICKS_GROUP, this.consumer, this.config.RPC_CLAIM_IDLE_MS, '0-0', 'COUNT', this.config.CLICK_BATCH_MAX,
    )) as [string, Entry[], string[]?];
    const claimed = (raw[1] ?? []).filter((entry) => entry !== null);
    if (claimed.length > 0) this.logger.warn(`claimed ${claimed.length} pending click(s)`);
    return claimed.length > 0 ? claimed : undefined;
  }

  private async handle(redis: Redis, entries: Entry[]): Promise<void> {
    const events: ClickedEvent[] = [];
    for (const [id, fields] of entries) {
      const event = decode(fields);
      if (event) events.push(event);
      else this.logger.warn(`dropping unreadable click entry ${id}`);
    }
    if (events.length > 0) await this.writer.write(events);
    await redis.call('XACK', this.stream, CLICKS_GROUP, ...entries.map(([id]) => id));
  }
}

/** The transport's event encoding: flat fields with `pattern` and the JSON `data`. */
function decode(fields: string[] | null): ClickedEvent | null {
  if (!fields) return null;
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) record[fields[i] as string] = fields[i + 1] as string;
  if (record.pattern !== ClicksEvents.clicked || record.data === undefined) return null;
  try {
    const parsed = clickedEventSchema.safeParse(JSON.parse(record.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
