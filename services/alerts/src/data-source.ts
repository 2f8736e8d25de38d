import { buildDataSourceOptions } from '@lumina/platform';
import type { DataSourceOptions } from 'typeorm';
import { alertsMigrations } from './migrations';

export const ALERTS_SCHEMA = 'alerts';

/** Plain SQL (row locks, conditional updates): no entities to map. */
export function alertsDataSourceOptions(url: string): DataSourceOptions {
  return buildDataSourceOptions({ url, schema: ALERTS_SCHEMA, entities: [], migrations: alertsMigrations });
}
