import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { jobProcessors, type ProcessRole } from '@lumina/platform';
import { DataSource } from 'typeorm';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { ProductsModule } from '../products/products.module';
import { ProductReadModel } from '../products/product.read-model';
import {
  createAdminClient,
  createSearchClient,
  productsIndexUid,
  type MeiliConnection,
} from './index/meili.client';
import { ProductIndex } from './index/product-index';
import { IndexRebuilder } from './indexing/index-rebuilder';
import { SearchDocumentsRepository } from './indexing/search-documents.repository';
import { SearchIndexBootstrap } from './indexing/search-index.bootstrap';
import { SearchIndexProcessor } from './indexing/search-index.processor';
import { SearchIndexer } from './indexing/search-indexer';
import { FacetCache } from './listing/facet-cache';
import { IndexReadiness } from './listing/index-readiness';
import { MeiliProductSearch } from './listing/meili-product-search';
import { PostgresProductSearch } from './listing/postgres-product-search';
import { ProductListHandlers } from './listing/product-list.handlers';
import { BrandSlugs } from './listing/brand-slugs';
import { ProductListingService } from './listing/product-listing.service';
import { SearchCircuit } from './listing/search-circuit';

const connection = (config: CatalogConfig): MeiliConnection => ({
  url: config.MEILI_URL,
  apiKey: config.MEILI_MASTER_KEY,
  keyPrefix: config.KEY_PREFIX,
});

/**
 * Search (ARCHITECTURE §6): the Meilisearch products index, the `search-index` worker that keeps
 * it in step with PostgreSQL, and the listing behind `GET /api/products` with its PostgreSQL
 * fallback. Needs SearchIndexerModule (global) for the queue. Import it with `forRole`: the
 * `search-index` worker runs only in a process whose role runs workers.
 */
@Module({
  imports: [ProductsModule],
  controllers: [ProductListHandlers],
  providers: [
    {
      provide: ProductIndex,
      useFactory: (config: CatalogConfig) =>
        new ProductIndex(createAdminClient(connection(config)), productsIndexUid(config.KEY_PREFIX)),
      inject: [CATALOG_CONFIG],
    },
    {
      provide: SearchDocumentsRepository,
      useFactory: (db: DataSource) => new SearchDocumentsRepository(db),
      inject: [DataSource],
    },
    {
      provide: IndexRebuilder,
      useFactory: (
        db: DataSource,
        documents: SearchDocumentsRepository,
        index: ProductIndex,
        indexer: SearchIndexer,
      ) =>
        new IndexRebuilder(db, documents, index, new Logger(IndexRebuilder.name), (ids) =>
          indexer.enqueue(ids),
        ),
      inject: [DataSource, SearchDocumentsRepository, ProductIndex, SearchIndexer],
    },
    SearchIndexBootstrap,
    {
      provide: MeiliProductSearch,
      useFactory: (config: CatalogConfig) =>
        new MeiliProductSearch(
          createSearchClient(connection(config), config.SEARCH_TIMEOUT_MS),
          productsIndexUid(config.KEY_PREFIX),
        ),
      inject: [CATALOG_CONFIG],
    },
    {
      provide: PostgresProductSearch,
      useFactory: (db: DataSource, reads: ProductReadModel) => new PostgresProductSearch(db, reads),
      inject: [DataSource, ProductReadModel],
    },
    {
      provide: ProductListingService,
      useFactory: (
        config: CatalogConfig,
        meili: MeiliProductSearch,
        postgres: PostgresProductSearch,
        reads: ProductReadModel,
        indexer: SearchIndexer,
        index: ProductIndex,
        db: DataSource,
      ) =>
        new ProductListingService(
          meili,
          postgres,
          reads,
          new SearchCircuit(config.SEARCH_RETRY_AFTER_MS),
          new FacetCache(config.SEARCH_FACET_CACHE_MS),
          new IndexReadiness(() => index.documentCount()),
          () => indexer.enqueueRebuild(),
          new BrandSlugs(db),
        ),
      inject: [CATALOG_CONFIG, MeiliProductSearch, PostgresProductSearch, ProductReadModel, SearchIndexer, ProductIndex, DataSource],
    },
  ],
  exports: [ProductListingService],
})
export class SearchModule {
  static forRole(role: ProcessRole): DynamicModule {
    return { module: SearchModule, providers: jobProcessors(role, SearchIndexProcessor) };
  }
}
