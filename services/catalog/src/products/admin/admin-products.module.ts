import { Module } from '@nestjs/common';
import { ProductsModule } from '../products.module';
import { AdminProductsHandlers } from './admin-products.handlers';
import { AdminProductsService } from './admin-products.service';
import { MatchDecisionsHandlers } from '../../offers/matching/match-decisions.handlers';
import { MatchDecisionsService } from '../../offers/matching/match-decisions.service';

/** The admin table's listing and the one-product edit, removal and restore (issue 9); 'Matches to check' (ADR 025). */
@Module({
  imports: [ProductsModule],
  controllers: [AdminProductsHandlers, MatchDecisionsHandlers],
  providers: [AdminProductsService, MatchDecisionsService],
})
export class AdminProductsModule {}
