import { Module, type DynamicModule } from '@nestjs/common';
import { CartLinesRepository } from './cart-lines.repository';
import { CartsHandlers } from './carts.handlers';
import { CartsService } from './carts.service';
import { CATALOG_CHECK_TIMEOUT_MS, CatalogPrices } from './catalog-prices';

@Module({})
export class CartsModule {
  static forRoot(options: { catalogCheckTimeoutMs: number }): DynamicModule {
    return {
      module: CartsModule,
      controllers: [CartsHandlers],
      providers: [
        CartsService,
        CartLinesRepository,
        CatalogPrices,
        { provide: CATALOG_CHECK_TIMEOUT_MS, useValue: options.catalogCheckTimeoutMs },
      ],
    };
  }
}
