import { Injectable } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import type Redis from 'ioredis';
import { createRedis, type RedisEndpoint } from '../redis/redis-endpoint';

const PROBE_TIMEOUT_MS = 1000;

/** Redis answers PING. One lazily opened connection per process, reused by every probe. */
@Injectable()
export class RedisHealthIndicator {
  private client?: Redis;

  constructor(private readonly health: HealthIndicatorService) {}

  async check(key: string, endpoint: RedisEndpoint): Promise<HealthIndicatorResult> {
    const indicator = this.health.check(key);
    this.client ??= createRedis(endpoint, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    try {
      if (this.client.status === 'wait' || this.client.status === 'end') await this.client.connect();
      await Promise.race([
        this.client.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref()),
      ]);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.client?.disconnect();
  }
}

/** Meilisearch's own /health endpoint answers `available`. */
@Injectable()
export class MeilisearchHealthIndicator {
  constructor(private readonly health: HealthIndicatorService) {}

  async check(key: string, url: string): Promise<HealthIndicatorResult> {
    const indicator = this.health.check(key);
    try {
      const response = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      return response.ok ? indicator.up() : indicator.down({ message: `HTTP ${response.status}` });
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
