import { Global, Module, type DynamicModule } from '@nestjs/common';
import { RpcClientModule, ServiceCoreModule, redisEndpoint } from '@lumina/platform';
import { CheckoutModule } from './checkout/checkout.module';
import type { OrdersConfig } from './config';
import { ordersDataSourceOptions } from './data-source';
import { ORDERS_CONFIG } from './orders-config.token';
import { OrdersDomainModule } from './orders/orders-domain.module';
import { PaymentsModule } from './payments/payments.module';

@Global()
@Module({})
class OrdersConfigModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return { module: OrdersConfigModule, providers: [{ provide: ORDERS_CONFIG, useValue: config }], exports: [ORDERS_CONFIG] };
  }
}

/** The orders service process: checkouts, payments (Stripe or manual), orders and invoices. */
@Module({})
export class OrdersModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return {
      module: OrdersModule,
      imports: [
        ServiceCoreModule.forRoot('orders', {
          ...config,
          database: { options: ordersDataSourceOptions(config.DATABASE_URL), runMigrations: config.MIGRATIONS_RUN },
        }),
        RpcClientModule.forRoot({ ...redisEndpoint(config), prefix: config.KEY_PREFIX, requestTimeoutMs: config.RPC_TIMEOUT_MS }),
        OrdersConfigModule.forRoot(config),
        PaymentsModule.forRoot(config),
        CheckoutModule,
        OrdersDomainModule,
      ],
    };
  }
}
