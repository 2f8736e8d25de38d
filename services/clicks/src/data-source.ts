import { buildDataSourceOptions } from '@lumina/platform';
import type { DataSourceOptions } from 'typeorm';
import { clicksMigrations } from './migrations';

export const CLICKS_SCHEMA = 'clicks';

/** Plain SQL repositories (batched writes, aggregates): no entities to map. */
export function clicksDataSourceOptions(url: string): DataSourceOptions {
  return buildDataSourceOptions({ url, schema: CLICKS_SCHEMA, entities: [], migrations: clicksMigrations });
}
