import { FixtureParts, startServiceForTest, type ServiceHarness } from '@lumina/platform/testing';
import type { DataSource } from 'typeorm';
import { OrdersModule } from '../orders.module';
import { CartAndCatalog } from './cart-and-catalog';
import { openOrdersDb, ordersTestConfig, suitePrefix } from './orders-test-env';

export interface OrdersFixture {
  keyPrefix: string;
  orders: ServiceHarness;
  /** The real cart (and the catalog it prices from) that orders checks out and tells `order.paid`. */
  shop: CartAndCatalog;
  db: DataSource;
  close(): Promise<void>;
}

/**
 * The real orders service (database, transport, provider) in front of the real cart and catalog
 * services (each in a process of its own, on a database of its own), on a prefix of the suite's
 * own. Every part is closed even when one fails to start or to close.
 */
export async function startOrdersWithCart(
  name: string,
  overrides: Record<string, string> = {},
): Promise<OrdersFixture> {
  const keyPrefix = suitePrefix(name);
  const parts = new FixtureParts('orders');
  return parts.build(async () => {
    const shop = parts.keep(await CartAndCatalog.start(keyPrefix));
    const orders = parts.keep(
      await startServiceForTest('orders', OrdersModule.forRoot(ordersTestConfig(keyPrefix, overrides)), {
        keyPrefix,
      }),
    );
    const db = await openOrdersDb();
    parts.keep({ close: () => db.destroy() });
    return { keyPrefix, orders, shop, db, close: () => parts.close() };
  });
}
