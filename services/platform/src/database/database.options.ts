import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';
import { databasePoolSize } from '../config/config';

export interface ServiceDatabaseOptions {
  url: string;
  /** The service's own schema: no service reads another's. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

export function buildDataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    // Schema changes happen only through reviewed migrations.
    synchronize: false,
    migrationsRun: false,
    // Ids come from gen_random_uuid(), built into PostgreSQL 13+: no extension to install.
    installExtensions: false,
    logging: ['error', 'warn', 'migration'],
    extra: {
      max: options.poolSize ?? databasePoolSize(),
      application_name: `lumina-${options.schema}`,
      // Raw SQL in migrations and repositories resolves unqualified names in the service's schema.
      options: `-c search_path=${options.schema}`,
    },
  };
}
