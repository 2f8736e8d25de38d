import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesHandlers } from './categories.handlers';
import { CategoriesService } from './categories.service';
import { CategoryAdminHandlers } from './category-admin.handlers';
import { CategoryAdminService } from './category-admin.service';
import { CategoryEntity } from './category.entity';
import { HeldProductsHandlers } from './held-products.handlers';

@Module({
  imports: [TypeOrmModule.forFeature([CategoryEntity])],
  controllers: [CategoriesHandlers, CategoryAdminHandlers, HeldProductsHandlers],
  providers: [CategoriesService, CategoryAdminService],
  exports: [CategoriesService],
})
export class CategoriesModule {}
