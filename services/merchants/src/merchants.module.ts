import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@lumina/platform';
import type { MerchantsConfig } from './config';

/** The merchants service process; its domain modules join here as they are built. */
@Module({})
export class MerchantsModule {
  static forRoot(config: MerchantsConfig): DynamicModule {
    return { module: MerchantsModule, imports: [ServiceCoreModule.forRoot('merchants', config)] };
  }
}
