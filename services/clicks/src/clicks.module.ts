import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@lumina/platform';
import type { ClicksConfig } from './config';

/** The clicks service process; its domain modules join here as they are built. */
@Module({})
export class ClicksModule {
  static forRoot(config: ClicksConfig): DynamicModule {
    return { module: ClicksModule, imports: [ServiceCoreModule.forRoot('clicks', config)] };
  }
}
