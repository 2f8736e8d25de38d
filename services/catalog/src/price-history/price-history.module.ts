import { Module, type DynamicModule } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { JobsModule, jobProcessors, type ProcessRole, type RedisEndpoint } from '@lumina/platform';
import { OffersModule } from '../offers/offers.module';
import { PriceHistoryHandlers } from './price-history.handlers';
import { PriceHistoryProcessor } from './price-history.processor';
import { PriceHistoryReads } from './price-history.reads';
import { PriceRollupService } from './price-rollup.service';

/**
 * Prices over time (ARCHITECTURE §16): events are written by a trigger on offers (migration
 * AddPriceHistory); here the daily rollup, the prior-price reductions, pruning and the chart's reads.
 */
@Module({})
export class PriceHistoryModule {
  static forRole(role: ProcessRole, redis: RedisEndpoint): DynamicModule {
    return {
      module: PriceHistoryModule,
      imports: [OffersModule, JobsModule.registerQueues(redis, JobQueue.PriceHistory)],
      controllers: [PriceHistoryHandlers],
      providers: [PriceHistoryReads, PriceRollupService, ...jobProcessors(role, PriceHistoryProcessor)],
      exports: [PriceRollupService],
    };
  }
}
