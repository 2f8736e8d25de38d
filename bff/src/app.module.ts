import { Module, type DynamicModule } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { LoggingModule, RedisHealthIndicator, RpcClientModule, redisEndpoint, startDefaultMetrics } from '@lumina/platform';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { BrandsController } from './catalog/brands.controller';
import { CategoriesController } from './catalog/categories.controller';
import { CollectionsController } from './catalog/collections.controller';
import { GuidesController } from './catalog/guides.controller';
import { ProductsController } from './catalog/products.controller';
import type { BffConfig } from './config';
import { CartHttpModule } from './cart/cart-http.module';
import { OrdersHttpModule } from './orders/orders-http.module';
import { PaymentsHttpModule } from './payments/payments-http.module';
import { MerchantsHttpModule } from './merchants/merchants-http.module';
import { HealthController } from './health/health.controller';
import { IdempotencyModule } from './http/idempotency/idempotency.module';
import { ClicksHttpModule } from './clicks/clicks-http.module';
import { AlertsHttpModule } from './alerts/alerts-http.module';
import { BFF_CONFIG } from './tokens';

@Module({})
export class AppModule {
  static forRoot(config: BffConfig): DynamicModule {
    startDefaultMetrics('bff');
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ app: 'bff', level: config.LOG_LEVEL }),
        TerminusModule.forRoot({ logger: false }),
        RpcClientModule.forRoot({
          ...redisEndpoint(config),
          prefix: config.KEY_PREFIX,
          requestTimeoutMs: config.RPC_TIMEOUT_MS,
        }),
        AuthModule.forRoot(config),
        IdempotencyModule.forRoot(config),
        AdminModule,
        CartHttpModule, OrdersHttpModule, PaymentsHttpModule,
        MerchantsHttpModule.forRoot(config),
        ClicksHttpModule.forRoot(config),
        AlertsHttpModule,
      ],
      controllers: [HealthController, CategoriesController, ProductsController, CollectionsController, BrandsController, GuidesController],
      providers: [{ provide: BFF_CONFIG, useValue: config }, RedisHealthIndicator],
    };
  }
}
