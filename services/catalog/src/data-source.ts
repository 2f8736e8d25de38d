import { buildDataSourceOptions } from '@lumina/platform';
import type { DataSourceOptions } from 'typeorm';
import { BrandEntity } from './brands/brand.entity';
import { CategoryEntity } from './categories/category.entity';
import { CollectionEntity, CollectionProductEntity } from './collections/collection.entity';
import { GuideEntity } from './guides/guide.entity';
import { BadgeEntity } from './products/badge.entity';
import { ProductBadgeEntity } from './products/product-links.entity';
import { ProductEntity } from './products/product.entity';
import { catalogMigrations } from './migrations';

export const CATALOG_SCHEMA = 'catalog';
export const catalogEntities = [
  CategoryEntity,
  BrandEntity,
  ProductEntity,
  BadgeEntity,
  ProductBadgeEntity,
  CollectionEntity,
  CollectionProductEntity,
  GuideEntity,
];

export function catalogDataSourceOptions(url: string): DataSourceOptions {
  const options = buildDataSourceOptions({
    url,
    schema: CATALOG_SCHEMA,
    entities: catalogEntities,
    migrations: catalogMigrations,
  });
  // No JIT: the listing fallback's facet counts are estimated "expensive" enough to trigger it,
  // and compiling costs more (tens of ms per query) than these short queries ever save.
  const extra = (options.extra ?? {}) as { options?: string };
  return { ...options, extra: { ...extra, options: `${extra.options ?? ''} -c jit=off`.trim() } } as DataSourceOptions;
}
