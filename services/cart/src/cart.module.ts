import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@lumina/platform';
import type { CartConfig } from './config';

/** The cart service process; its domain modules join here as they are built. */
@Module({})
export class CartModule {
  static forRoot(config: CartConfig): DynamicModule {
    return { module: CartModule, imports: [ServiceCoreModule.forRoot('cart', config)] };
  }
}
