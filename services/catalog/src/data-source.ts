import { buildDataSourceOptions } from '@lumina/platform';
import type { DataSourceOptions } from 'typeorm';
import { CategoryEntity } from './categories/category.entity';
import { catalogMigrations } from './migrations';

export const CATALOG_SCHEMA = 'catalog';
export const catalogEntities = [CategoryEntity];

export function catalogDataSourceOptions(url: string): DataSourceOptions {
  return buildDataSourceOptions({ url, schema: CATALOG_SCHEMA, entities: catalogEntities, migrations: catalogMigrations });
}
