import { buildDataSourceOptions } from '@lumina/platform';
import type { DataSourceOptions } from 'typeorm';
import { merchantsMigrations } from './migrations';

export const MERCHANTS_SCHEMA = 'merchants';

/** Repositories write plain SQL (each write one statement scoped by its owner), so no entities. */
export function merchantsDataSourceOptions(url: string): DataSourceOptions {
  return buildDataSourceOptions({ url, schema: MERCHANTS_SCHEMA, entities: [], migrations: merchantsMigrations });
}
