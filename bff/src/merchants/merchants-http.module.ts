import { Module, type DynamicModule } from '@nestjs/common';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { CategoryRulesController } from './category-rules.controller';
import { FeedUploadRelay } from './feed-upload.relay';
import { IngestController } from './ingest.controller';
import { MerchantsController } from './merchants.controller';

@Module({})
export class MerchantsHttpModule {
  static forRoot(config: BffConfig): DynamicModule {
    return {
      module: MerchantsHttpModule,
      controllers: [MerchantsController, IngestController, CategoryRulesController],
      providers: [{ provide: BFF_CONFIG, useValue: config }, FeedUploadRelay],
    };
  }
}
