import { buildDataSourceOptions } from '@lumina/platform';
import type { DataSourceOptions } from 'typeorm';
import { CartLineEntity } from './carts/cart-line.entity';
import { CartEntity } from './carts/cart.entity';
import { cartMigrations } from './migrations';

export const CART_SCHEMA = 'cart';
export const cartEntities = [CartEntity, CartLineEntity];

export function cartDataSourceOptions(url: string): DataSourceOptions {
  return buildDataSourceOptions({ url, schema: CART_SCHEMA, entities: cartEntities, migrations: cartMigrations });
}
