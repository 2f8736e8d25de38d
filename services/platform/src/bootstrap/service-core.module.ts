import { DynamicModule, Module } from '@nestjs/common';
import type { ServiceName } from '@lumina/contracts';
import type { DataSourceOptions } from 'typeorm';
import { DatabaseModule } from '../database/database.module';
import { ManagementModule } from '../health/management.module';
import { LoggingModule } from '../logging/logging.module';
import { redisEndpoint, type RedisSettings } from '../redis/redis-endpoint';
import { createHealthHandler } from '../rpc/health.handler';

export interface ServiceCoreOptions extends RedisSettings {
  LOG_LEVEL: string;
  /** The service's data source, when it owns a schema. */
  database?: { options: DataSourceOptions; runMigrations: boolean };
  meiliUrl?: string;
}

/** What every service process has: JSON logs, its schema, /health + /metrics, and a health message handler. */
@Module({})
export class ServiceCoreModule {
  static forRoot(service: ServiceName, options: ServiceCoreOptions): DynamicModule {
    return {
      module: ServiceCoreModule,
      imports: [
        LoggingModule.forRoot({ app: service, level: options.LOG_LEVEL }),
        ...(options.database ? [DatabaseModule.forService(options.database.options, options.database.runMigrations)] : []),
        ManagementModule.forRoot({
          app: service,
          redis: redisEndpoint(options),
          database: options.database !== undefined,
          meiliUrl: options.meiliUrl,
        }),
      ],
      controllers: [createHealthHandler(service)],
    };
  }
}
