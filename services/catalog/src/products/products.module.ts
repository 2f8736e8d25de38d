import { Module } from '@nestjs/common';
import { ProductReadModel } from './product.read-model';
import { ProductViewCounter } from './product-views.counter';
import { ProductsHandlers } from './products.handlers';
import { ProductsService } from './products.service';

@Module({
  controllers: [ProductsHandlers],
  providers: [ProductReadModel, ProductsService, ProductViewCounter],
  exports: [ProductReadModel, ProductViewCounter, ProductsService],
})
export class ProductsModule {}
