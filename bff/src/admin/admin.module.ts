import { Module } from '@nestjs/common';
import { AdminProductsController } from './products/admin-products.controller';

/** The admin API (issue 9): every route here carries @Allow(…); the global access guard enforces it. */
@Module({
  controllers: [AdminProductsController],
})
export class AdminModule {}
