import { Global, Module, type DynamicModule } from '@nestjs/common';
import { RpcClientModule, ServiceCoreModule, redisEndpoint, seedsDemo } from '@lumina/platform';
import { BrandsModule } from './brands/brands.module';
import { CategoriesModule } from './categories/categories.module';
import { CollectionsModule } from './collections/collections.module';
import { CATALOG_CONFIG, type CatalogConfig } from './config';
import { catalogDataSourceOptions } from './data-source';
import { CatalogEventsModule } from './events/catalog-events.module';
import { GuidesModule } from './guides/guides.module';
import { PriceHistoryModule } from './price-history/price-history.module';
import { ProductsModule } from './products/products.module';
import { AdminProductsModule } from './products/admin/admin-products.module';
import { ProductClicksModule } from './products/clicks/product-clicks.module';
import { SearchIndexerModule } from './search/indexing/search-indexer.module';
import { SearchModule } from './search/search.module';
import { SitemapsModule } from './sitemaps/sitemaps.module';
import { DemoSeedService, SEED_DEMO } from './seed/demo-seed.service';

/** The parsed configuration, for the few providers that need a setting. */
@Global()
@Module({})
class CatalogConfigModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogConfigModule,
      providers: [{ provide: CATALOG_CONFIG, useValue: config }],
      exports: [CATALOG_CONFIG],
    };
  }
}

@Module({})
export class CatalogModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogModule,
      imports: [
        CatalogConfigModule.forRoot(config),
        ServiceCoreModule.forRoot('catalog', {
          ...config,
          database: {
            options: catalogDataSourceOptions(config.DATABASE_URL),
            runMigrations: config.MIGRATIONS_RUN,
          },
        }),
        // Catalog's events (offers changed, products merged) leave through this client.
        RpcClientModule.forRoot({ ...redisEndpoint(config), prefix: config.KEY_PREFIX }),
        CatalogEventsModule,
        CategoriesModule,
        BrandsModule,
        SearchIndexerModule.forRoot({ redis: redisEndpoint(config), keyPrefix: config.KEY_PREFIX }),
        SitemapsModule.forRoot({ redis: redisEndpoint(config), role: config.LUMINA_ROLE }),
        ProductsModule,
        AdminProductsModule,
        ProductClicksModule,
        SearchModule.forRole(config.LUMINA_ROLE),
        CollectionsModule,
        GuidesModule,
        PriceHistoryModule.forRole(config.LUMINA_ROLE, redisEndpoint(config)),
      ],
      providers: [DemoSeedService, { provide: SEED_DEMO, useValue: seedsDemo(config) }],
    };
  }
}
