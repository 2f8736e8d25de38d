import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { openDataSource } from './migrations';
import { ProcessedMessagesJanitor } from './processed-messages.janitor';

@Module({})
export class DatabaseModule {
  /** The service's one TypeORM DataSource, on its own schema, migrated at start when asked. */
  static forService(options: DataSourceOptions, runMigrations: boolean): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => options,
          dataSourceFactory: () => openDataSource(options, runMigrations),
        }),
      ],
      providers: [ProcessedMessagesJanitor],
    };
  }
}
