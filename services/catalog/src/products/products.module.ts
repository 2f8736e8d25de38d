import { Module } from '@nestjs/common';
import { OffersModule } from '../offers/offers.module';
import { MerchantVisibilityHandlers } from './merchant-visibility/merchant-visibility.handlers';
import { MerchantVisibilityService } from './merchant-visibility/merchant-visibility.service';
import { ProductReadModel } from './product.read-model';
import { ProductViewCounter } from './product-views.counter';
import { ProductsHandlers } from './products.handlers';
import { ProductsService } from './products.service';
import { ProductBatchWriter } from './write/product-batch.writer';
import { ProductWriteHandlers } from './write/product-write.handlers';
import { ProductWriteService } from './write/product-write.service';

@Module({
  imports: [OffersModule],
  controllers: [ProductsHandlers, ProductWriteHandlers, MerchantVisibilityHandlers],
  providers: [ProductReadModel, ProductsService, ProductViewCounter, ProductBatchWriter, ProductWriteService, MerchantVisibilityService],
  exports: [ProductReadModel, ProductViewCounter, ProductsService, ProductBatchWriter],
})
export class ProductsModule {}
