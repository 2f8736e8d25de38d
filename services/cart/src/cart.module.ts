import { Module, type DynamicModule } from '@nestjs/common';
import { RpcClientModule, ServiceCoreModule, redisEndpoint } from '@lumina/platform';
import { CartsModule } from './carts/carts.module';
import type { CartConfig } from './config';
import { cartDataSourceOptions } from './data-source';

/** The cart service process: carts and their lines; asks catalog for current prices. */
@Module({})
export class CartModule {
  static forRoot(config: CartConfig): DynamicModule {
    return {
      module: CartModule,
      imports: [
        ServiceCoreModule.forRoot('cart', {
          ...config,
          database: { options: cartDataSourceOptions(config.DATABASE_URL), runMigrations: config.MIGRATIONS_RUN },
        }),
        RpcClientModule.forRoot({ ...redisEndpoint(config), prefix: config.KEY_PREFIX, requestTimeoutMs: config.RPC_TIMEOUT_MS }),
        CartsModule.forRoot({ catalogCheckTimeoutMs: config.CATALOG_CHECK_TIMEOUT_MS }),
      ],
    };
  }
}
