import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductsModule } from '../products/products.module';
import { CollectionEntity } from './collection.entity';
import { CollectionsHandlers } from './collections.handlers';
import { CollectionsService } from './collections.service';

@Module({
  imports: [TypeOrmModule.forFeature([CollectionEntity]), ProductsModule],
  controllers: [CollectionsHandlers],
  providers: [CollectionsService],
})
export class CollectionsModule {}
