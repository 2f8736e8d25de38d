import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { createRedis, openDataSource, redisEndpoint } from '@lumina/platform';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { AccessGuard } from './access.guard';
import { adminDataSourceOptions } from './admin-database';
import { ADMIN_REDIS, AdminSessionStore } from './admin-session.store';
import { ADMIN_DATA_SOURCE, AdminUsersRepository } from './admin-users.repository';
import { AuthAudit } from './auth-audit';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { FirstAdmin } from './first-admin';
import { HashSlots } from './hash-slots';
import { LoginLimiter } from './login-limiter';
import { ADMIN_CLOCK, type Clock } from './session-expiry';

class AuthConnections implements OnApplicationShutdown {
  constructor(
    @Inject(ADMIN_DATA_SOURCE) private readonly db: DataSource,
    @Inject(ADMIN_REDIS) private readonly redis: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.db.destroy().catch(() => undefined);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * Admin identity (ARCHITECTURE §12, docs/adr-006-admin-identity.md): users in the BFF's `admin`
 * schema, sessions in Redis, and the global guard that closes every route not marked @Public().
 */
@Global()
@Module({})
export class AuthModule {
  static forRoot(config: BffConfig): DynamicModule {
    return {
      module: AuthModule,
      controllers: [AuthController],
      providers: [
        { provide: BFF_CONFIG, useValue: config },
        { provide: ADMIN_DATA_SOURCE, useFactory: () => openDataSource(adminDataSourceOptions(config.DATABASE_URL), config.MIGRATIONS_RUN) },
        {
          provide: ADMIN_REDIS,
          useFactory: () => createRedis(redisEndpoint(config), { enableAutoPipelining: true, connectionName: `${config.KEY_PREFIX}:bff-admin` }),
        },
        // One clock object per app, so a test can move its time without touching another app's.
        { provide: ADMIN_CLOCK, useFactory: (): Clock => ({ now: () => Date.now() }) },
        AuthConnections,
        AdminUsersRepository,
        AdminSessionStore,
        LoginLimiter,
        HashSlots,
        AuthService,
        AuthAudit,
        FirstAdmin,
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
      exports: [ADMIN_DATA_SOURCE, ADMIN_REDIS, AdminUsersRepository, AdminSessionStore, AuthService],
    };
  }
}
