import { buildDataSourceOptions } from '@lumina/platform';
import type { DataSourceOptions } from 'typeorm';
import { CartLineEntity } from './carts/cart-line.entity';
import { CartEntity } from './carts/cart.entity';
import { cartMigrations } from './migrations';

export const CART_SCHEMA = 'cart';
export const cartEntities = [CartEntity, CartLineEntity];

export function cartDataSourceOptions(url: string): DataSourceOptions {
  const options = buildDataSourceOptions({ url, schema: CART_SCHEMA, entities: cartEntities, migrations: cartMigrations });
  const extra = (options.extra ?? {}) as { options?: string };
  // A cart write does not wait for its WAL flush: measured under load, adds spent their time in
  // WALWrite/WALSync. A database crash can then lose the last fraction of a second of cart edits
  // (never corrupt them), which a shopper redoes; orders keep fully durable commits.
  return { ...options, extra: { ...extra, options: `${extra.options ?? ''} -c synchronous_commit=off`.trim() } } as DataSourceOptions;
}
