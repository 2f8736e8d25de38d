import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@lumina/platform';
import type { OrdersConfig } from './config';

/** The orders service process; its domain modules join here as they are built. */
@Module({})
export class OrdersModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return { module: OrdersModule, imports: [ServiceCoreModule.forRoot('orders', config)] };
  }
}
