import { serviceTestVariables, testEnv } from '@lumina/platform/testing';
import { DataSource } from 'typeorm';
import { ordersEnvSchema, type OrdersConfig } from '../config';
import { ordersDataSourceOptions } from '../data-source';

export { eventually, newSessionId, SHIPPING, suitePrefix } from '@lumina/platform/testing';

export function ordersTestConfig(keyPrefix: string, overrides: Record<string, string> = {}): OrdersConfig {
  return ordersEnvSchema.parse(serviceTestVariables(keyPrefix, overrides));
}

/** Direct reads of the orders schema (the run's database unless `url` says another), to count what the service wrote. */
export async function openOrdersDb(url = testEnv().databaseUrl): Promise<DataSource> {
  return new DataSource(ordersDataSourceOptions(url)).initialize();
}

export async function ordersForIntent(
  db: DataSource,
  paymentIntentId: string,
): Promise<Array<{ order_number: string }>> {
  return db.query(`SELECT order_number FROM orders WHERE payment_intent_id = $1`, [paymentIntentId]);
}
