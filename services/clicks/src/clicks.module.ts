import { Global, Module, type DynamicModule } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { JobsModule, RpcClientModule, ServiceCoreModule, jobProcessors, redisEndpoint, requestConsumers } from '@lumina/platform';
import { ClickAnalyticsHandlers } from './analytics/click-analytics.handlers';
import { ClickAnalyticsService } from './analytics/click-analytics.service';
import { ClickWriter } from './clicks/click-writer';
import { ClickStreamConsumer } from './clicks/click-stream.consumer';
import { CLICKS_CONFIG, type ClicksConfig } from './config';
import { clicksDataSourceOptions } from './data-source';
import { ClickCountsPublisher } from './maintenance/click-counts.publisher';
import { ClicksMaintenanceProcessor } from './maintenance/clicks-maintenance.processor';

@Global()
@Module({})
class ClicksConfigModule {
  static forRoot(config: ClicksConfig): DynamicModule {
    return { module: ClicksConfigModule, providers: [{ provide: CLICKS_CONFIG, useValue: config }], exports: [CLICKS_CONFIG] };
  }
}

/** The clicks service process: click events in batches, rollups, analytics, counts for catalog. */
@Module({})
export class ClicksModule {
  static forRoot(config: ClicksConfig): DynamicModule {
    return {
      module: ClicksModule,
      imports: [
        ClicksConfigModule.forRoot(config),
        ServiceCoreModule.forRoot('clicks', {
          ...config,
          database: { options: clicksDataSourceOptions(config.DATABASE_URL), runMigrations: config.MIGRATIONS_RUN },
        }),
        RpcClientModule.forRoot({ ...redisEndpoint(config), prefix: config.KEY_PREFIX, requestTimeoutMs: config.RPC_TIMEOUT_MS }),
        JobsModule.forRoot({ redis: redisEndpoint(config), prefix: config.KEY_PREFIX }),
        JobsModule.registerQueues(redisEndpoint(config), JobQueue.ClicksMaintenance),
      ],
      controllers: [ClickAnalyticsHandlers],
      providers: [
        ClickWriter,
        ClickAnalyticsService,
        ClickCountsPublisher,
        ...requestConsumers(config.LUMINA_ROLE, ClickStreamConsumer),
        ...jobProcessors(config.LUMINA_ROLE, ClicksMaintenanceProcessor),
      ],
    };
  }
}
