import { Module, type DynamicModule } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { LoggingModule, RedisHealthIndicator, RpcClientModule, startDefaultMetrics } from '@lumina/platform';
import { CategoriesController } from './catalog/categories.controller';
import type { BffConfig } from './config';
import { HealthController } from './health/health.controller';
import { BFF_CONFIG } from './tokens';

@Module({})
export class AppModule {
  static forRoot(config: BffConfig): DynamicModule {
    startDefaultMetrics('bff');
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ app: 'bff', level: config.LOG_LEVEL }),
        TerminusModule.forRoot({ logger: false }),
        RpcClientModule.forRoot({
          url: config.REDIS_URL,
          prefix: config.KEY_PREFIX,
          requestTimeoutMs: config.RPC_TIMEOUT_MS,
        }),
      ],
      controllers: [HealthController, CategoriesController],
      providers: [{ provide: BFF_CONFIG, useValue: config }, RedisHealthIndicator],
    };
  }
}
