import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { FeedAuthCipher } from '../secrets/feed-auth.cipher';
import { DEMO_SEED_OPTIONS, DemoMerchantsSeeder, type DemoSeedOptions } from '../seed/demo-merchants.seeder';
import { MERCHANT_WRITE_LISTENERS } from './merchant-write.listener';
import { MerchantsHandlers } from './merchants.handlers';
import { MerchantsRepository } from './merchants.repository';
import { MerchantsService } from './merchants.service';

export interface MerchantsDomainOptions {
  secretKey: Buffer;
  demoSeed: DemoSeedOptions;
}

@Module({})
export class MerchantsDomainModule {
  static forRoot(options: MerchantsDomainOptions, extraProviders: Provider[] = []): DynamicModule {
    return {
      module: MerchantsDomainModule,
      controllers: [MerchantsHandlers],
      providers: [
        MerchantsRepository,
        MerchantsService,
        DemoMerchantsSeeder,
        { provide: FeedAuthCipher, useValue: new FeedAuthCipher(options.secretKey) },
        { provide: DEMO_SEED_OPTIONS, useValue: options.demoSeed },
        { provide: MERCHANT_WRITE_LISTENERS, useValue: [] },
        ...extraProviders,
      ],
      exports: [MerchantsRepository, MerchantsService, FeedAuthCipher],
    };
  }
}
