import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RpcClient } from '@lumina/platform';
import {
  FixtureParts,
  startServiceOnOwnDatabase,
  SuiteCatalog,
  suitePrefix,
  type ServiceOnOwnDatabase,
} from '@lumina/platform/testing';
import { startBffApp } from './bff-app';

/** The merchant the suites' products come from. */
export const SHOP_MERCHANT_NAME = 'BFF Suite Lights';

export interface ShopBffOptions {
  /** Start the real cart service (default: yes; orders needs it, so orders starts it too). */
  cart?: boolean;
  /** Start the real orders service; `ordersEnv` adds to its environment. */
  orders?: boolean;
  ordersEnv?: Record<string, string>;
  /** Adds to the environment of the BFF and of every service (e.g. a Redis reached through Sentinel). */
  env?: Record<string, string>;
}

export interface ShopBff {
  app: NestFastifyApplication;
  /** The real catalog, seeded with the demo catalogue; products are added through its write path. */
  catalog: SuiteCatalog;
  /** The real orders service when asked for; its database shows the orders written. */
  orders?: ServiceOnOwnDatabase;
  close(): Promise<void>;
}

/**
 * The BFF as main.ts builds it, in front of the real catalog service and, as asked, cart and
 * orders, each in a process of its own on a database of its own and the suite's key prefix. Orders
 * takes payments with the manual provider (no STRIPE_SECRET_KEY) unless `ordersEnv` says otherwise.
 * Every part is closed, even when one fails to start or to stop.
 */
export async function startShopBff(name: string, options: ShopBffOptions = {}): Promise<ShopBff> {
  const prefix = suitePrefix(name);
  const parts = new FixtureParts('shop BFF');
  let app: NestFastifyApplication | undefined;
  const rpc = () => {
    if (!app) throw new Error('the BFF is not up yet');
    return app.get(RpcClient);
  };
  const withCart = (options.cart ?? true) || options.orders;
  const env = options.env ?? {};
  return parts.build(async () => {
    // The services start side by side (none needs another to start); the BFF once they consume.
    const [catalog, , orders] = await parts.startAll(
      SuiteCatalog.start(prefix, { client: rpc, merchantName: SHOP_MERCHANT_NAME }, env),
      withCart
        ? startServiceOnOwnDatabase('cart', prefix, { ...env, SEED_DEMO: 'false' })
        : Promise.resolve(undefined),
      options.orders
        ? startServiceOnOwnDatabase('orders', prefix, { ...env, SEED_DEMO: 'false', ...options.ordersEnv })
        : Promise.resolve(undefined),
    );
    app = parts.keep(await startBffApp(prefix, env));
    return { app, catalog, orders, close: () => parts.close() };
  });
}
