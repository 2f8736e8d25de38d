import { Module } from '@nestjs/common';
import { OffersModule } from '../../offers/offers.module';
import { ProductClicksHandlers } from './product-clicks.handlers';
import { ProductClicksService } from './product-clicks.service';

/** Click tracking's needs of the catalogue (issue 11): deep links, product totals, click counts. */
@Module({ imports: [OffersModule], controllers: [ProductClicksHandlers], providers: [ProductClicksService] })
export class ProductClicksModule {}
