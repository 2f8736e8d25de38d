import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@lumina/platform';
import { CategoriesModule } from './categories/categories.module';
import type { CatalogConfig } from './config';
import { catalogDataSourceOptions } from './data-source';
import { DemoSeedService, SEED_DEMO } from './seed/demo-seed.service';

@Module({})
export class CatalogModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogModule,
      imports: [
        ServiceCoreModule.forRoot('catalog', {
          ...config,
          database: { options: catalogDataSourceOptions(config.DATABASE_URL), runMigrations: config.MIGRATIONS_RUN },
        }),
        CategoriesModule,
      ],
      providers: [DemoSeedService, { provide: SEED_DEMO, useValue: config.SEED_DEMO }],
    };
  }
}
