import { Module } from '@nestjs/common';
import { ProductsModule } from '../products.module';
import { AdminProductsHandlers } from './admin-products.handlers';
import { AdminProductsService } from './admin-products.service';

/** The admin table's listing and the one-product edit, removal and restore (issue 9). */
@Module({
  imports: [ProductsModule],
  controllers: [AdminProductsHandlers],
  providers: [AdminProductsService],
})
export class AdminProductsModule {}
