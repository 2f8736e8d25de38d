import { Module, type DynamicModule } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { JobsModule, jobProcessors, type ProcessRole, type RedisEndpoint } from '@lumina/platform';
import { FEED_SOURCE_OPTIONS, FeedSource, type FeedSourceOptions } from '../feeds/feed-source';
import { FeedUploadsRepository } from '../feeds/feed-uploads.repository';
import { FeedUploadsService } from '../ingest/feed-uploads.service';
import { FeedSyncProcessor } from '../ingest/feed-sync.processor';
import { FeedSyncScheduler } from '../ingest/feed-sync.scheduler';
import { FeedTestService } from '../ingest/feed-test.service';
import { IngestHandlers } from '../ingest/ingest.handlers';
import { IngestLogsRepository } from '../ingest/ingest-logs.repository';
import { IngestProcessor } from '../ingest/ingest.processor';
import { INGEST_WRITE_OPTIONS, IngestRunService, type IngestWriteOptions } from '../ingest/ingest-run.service';
import { IngestService } from '../ingest/ingest.service';
import { CategoryMappingHandlers } from '../category-mapping/category-mapping.handlers';
import { CategoryMappingService } from '../category-mapping/category-mapping.service';
import { HeldRowsRepository } from '../category-mapping/held-rows.repository';
import { CategoryHold } from '../category-mapping/category-hold';
import { FeedAuthCipher } from '../secrets/feed-auth.cipher';
import { DEMO_SEED_OPTIONS, DemoMerchantsSeeder, type DemoSeedOptions } from '../seed/demo-merchants.seeder';
import { MERCHANT_WRITE_LISTENERS } from './merchant-write.listener';
import { MerchantsHandlers } from './merchants.handlers';
import { MerchantsRepository } from './merchants.repository';
import { MerchantsService } from './merchants.service';

export interface MerchantsDomainOptions {
  secretKey: Buffer;
  demoSeed: DemoSeedOptions;
  feeds: FeedSourceOptions;
  redis: RedisEndpoint;
  writes: IngestWriteOptions;
  keyPrefix: string;
  role: ProcessRole;
}

/** Merchants, their feeds and ingest runs: one module, since a run, a schedule and a record change together. */
@Module({})
export class MerchantsDomainModule {
  static forRoot(options: MerchantsDomainOptions): DynamicModule {
    return {
      module: MerchantsDomainModule,
      imports: [
        JobsModule.forRoot({ redis: options.redis, prefix: options.keyPrefix }),
        JobsModule.registerQueues(options.redis, JobQueue.Ingest, JobQueue.FeedSync),
      ],
      controllers: [MerchantsHandlers, IngestHandlers, CategoryMappingHandlers],
      providers: [
        MerchantsRepository,
        MerchantsService,
        HeldRowsRepository,
        CategoryHold,
        CategoryMappingService,
        DemoMerchantsSeeder,
        IngestLogsRepository,
        IngestService,
        IngestRunService,
        FeedSyncScheduler,
        ...jobProcessors(options.role, IngestProcessor, FeedSyncProcessor),
        FeedTestService,
        FeedSource,
        FeedUploadsRepository,
        FeedUploadsService,
        { provide: FEED_SOURCE_OPTIONS, useValue: options.feeds },
        { provide: INGEST_WRITE_OPTIONS, useValue: options.writes },
        { provide: FeedAuthCipher, useValue: new FeedAuthCipher(options.secretKey) },
        { provide: DEMO_SEED_OPTIONS, useValue: options.demoSeed },
        { provide: MERCHANT_WRITE_LISTENERS, useFactory: (scheduler: FeedSyncScheduler) => [scheduler], inject: [FeedSyncScheduler] },
      ],
    };
  }
}
