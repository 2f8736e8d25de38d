import { buildDataSourceOptions } from '@lumina/platform';
import type { DataSourceOptions } from 'typeorm';
import { CheckoutEntity } from './checkout/checkout.entity';
import { ordersMigrations } from './migrations';
import { OrderLineEntity } from './orders/order-line.entity';
import { OrderEntity } from './orders/order.entity';
import { ManualPaymentIntentEntity } from './payments/manual/manual-payment-intent.entity';

export const ORDERS_SCHEMA = 'orders';
export const ordersEntities = [CheckoutEntity, OrderEntity, OrderLineEntity, ManualPaymentIntentEntity];

export function ordersDataSourceOptions(url: string): DataSourceOptions {
  return buildDataSourceOptions({ url, schema: ORDERS_SCHEMA, entities: ordersEntities, migrations: ordersMigrations });
}
