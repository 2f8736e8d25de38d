import { buildDataSourceOptions } from '@lumina/platform';
import type { DataSourceOptions } from 'typeorm';
import { merchantsMigrations } from './migrations';

export const MERCHANTS_SCHEMA = 'merchants';

/**
 * Repositories write plain SQL (each write one statement scoped by its owner), so no entities.
 * The secret key: a migration seals the feed URLs already stored.
 */
export function merchantsDataSourceOptions(url: string, secretKey: Buffer): DataSourceOptions {
  return buildDataSourceOptions({ url, schema: MERCHANTS_SCHEMA, entities: [], migrations: merchantsMigrations(secretKey) });
}
