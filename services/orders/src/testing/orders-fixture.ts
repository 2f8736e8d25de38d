import { startServiceForTest, type ServiceHarness } from '@lumina/platform/testing';
import type { DataSource } from 'typeorm';
import { OrdersModule } from '../orders.module';
import { FakeCartData, startFakeCart } from './fake-cart';
import { openOrdersDb, ordersTestConfig, suitePrefix } from './orders-test-env';

export interface OrdersFixture {
  keyPrefix: string;
  orders: ServiceHarness;
  cart: FakeCartData;
  db: DataSource;
  close(): Promise<void>;
}

/** The real orders service (database, transport, provider) with a fake cart service, on a prefix of the suite's own. */
export async function startOrdersWithFakeCart(name: string, overrides: Record<string, string> = {}): Promise<OrdersFixture> {
  const keyPrefix = suitePrefix(name);
  const fakeCart = await startFakeCart(keyPrefix);
  const orders = await startServiceForTest('orders', OrdersModule.forRoot(ordersTestConfig(keyPrefix, overrides)), { keyPrefix });
  const db = await openOrdersDb();
  return {
    keyPrefix,
    orders,
    cart: fakeCart.data,
    db,
    async close() {
      await orders.close();
      await fakeCart.harness.close();
      await db.destroy();
    },
  };
}
