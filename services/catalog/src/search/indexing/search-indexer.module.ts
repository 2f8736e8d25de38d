import { Global, Module, type DynamicModule } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { JobsModule, type RedisEndpoint } from '@lumina/platform';
import { SearchIndexer } from './search-indexer';

/**
 * The producer side of the `search-index` queue, global so that every write path (seed, ingest,
 * admin) can inject SearchIndexer without importing the search module (which imports products).
 */
@Global()
@Module({})
export class SearchIndexerModule {
  static forRoot(options: { redis: RedisEndpoint; keyPrefix: string }): DynamicModule {
    return {
      module: SearchIndexerModule,
      imports: [
        JobsModule.forRoot({ redis: options.redis, prefix: options.keyPrefix }),
        JobsModule.registerQueues(options.redis, JobQueue.SearchIndex),
      ],
      providers: [SearchIndexer],
      exports: [SearchIndexer],
    };
  }
}
