import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { createRedis, redisEndpoint } from '@lumina/platform';
import type Redis from 'ioredis';
import type { BffConfig } from '../../config';
import { IDEMPOTENCY_STORE, IdempotencyInterceptor } from './idempotency.interceptor';

class IdempotencyConnection implements OnApplicationShutdown {
  constructor(@Inject(IDEMPOTENCY_STORE) private readonly store: { redis: Redis }) {}

  onApplicationShutdown(): void {
    this.store.redis.disconnect();
  }
}

/**
 * The store behind @Idempotent(): global, so a route in any module can carry the marker and its
 * interceptor finds its Redis connection (one per BFF).
 */
@Global()
@Module({})
export class IdempotencyModule {
  static forRoot(config: Pick<BffConfig, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'KEY_PREFIX'>): DynamicModule {
    return {
      module: IdempotencyModule,
      providers: [
        {
          provide: IDEMPOTENCY_STORE,
          useFactory: () => ({ redis: createRedis(redisEndpoint(config), { maxRetriesPerRequest: 1 }), prefix: config.KEY_PREFIX }),
        },
        IdempotencyConnection,
        IdempotencyInterceptor,
      ],
      exports: [IDEMPOTENCY_STORE, IdempotencyInterceptor],
    };
  }
}
