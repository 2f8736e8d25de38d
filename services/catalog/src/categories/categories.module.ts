import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesHandlers } from './categories.handlers';
import { CategoriesService } from './categories.service';
import { CategoryEntity } from './category.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CategoryEntity])],
  controllers: [CategoriesHandlers],
  providers: [CategoriesService],
  exports: [CategoriesService],
})
export class CategoriesModule {}
