import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceName, WireError } from '@lumina/contracts';
import { RedisStreamsServer, RpcClient } from '@lumina/platform';
import { startServiceOnOwnDatabase, suitePrefix, testEnv, type ServiceOnOwnDatabase } from '@lumina/platform/testing';
import { startBffApp } from '../../testing/bff-app';
import { ShopCatalog } from './shop-catalog';

export interface ShopBffOptions {
  /** Start the real orders service too (it needs cart and catalog); `ordersEnv` adds to its environment. */
  orders?: boolean;
  ordersEnv?: Record<string, string>;
}

export interface ShopBff {
  app: NestFastifyApplication;
  /** The real catalog; products are added through its write path. */
  catalog: ShopCatalog;
  /** The real cart service; its database shows what the carts hold. */
  cart: ServiceOnOwnDatabase;
  /** The real orders service when asked for; its database shows the orders written. */
  orders?: ServiceOnOwnDatabase;
  close(): Promise<void>;
}

/**
 * The BFF as main.ts builds it, in front of the real catalog and cart services (and orders when
 * asked), each in a process of its own on a database of its own and the suite's key prefix. Orders
 * takes payments with the manual provider (no STRIPE_SECRET_KEY) unless `ordersEnv` says otherwise.
 * Every part is closed, even when one fails to start or to stop.
 */
export async function startShopBff(name: string, options: ShopBffOptions = {}): Promise<ShopBff> {
  const prefix = suitePrefix(name);
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    const failures: unknown[] = [];
    for (const closeOne of closers.reverse()) await closeOne().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, 'closing the shop BFF fixture failed');
  };
  let app: NestFastifyApplication | undefined;
  const rpc = () => {
    if (!app) throw new Error('the BFF is not up yet');
    return app.get(RpcClient);
  };
  try {
    // The services start side by side (none needs another to start); the BFF once they consume.
    const started = await Promise.allSettled([
      ShopCatalog.start(prefix, rpc),
      startServiceOnOwnDatabase('cart', prefix, { SEED_DEMO: 'false' }),
      options.orders ? startServiceOnOwnDatabase('orders', prefix, { SEED_DEMO: 'false', ...options.ordersEnv }) : Promise.resolve(undefined),
    ]);
    for (const result of started) {
      const service = result.status === 'fulfilled' ? result.value : undefined;
      if (service) closers.push(() => service.close());
    }
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [catalog, cart, orders] = started.map((result) => (result as PromiseFulfilledResult<unknown>).value) as [
      ShopCatalog,
      ServiceOnOwnDatabase,
      ServiceOnOwnDatabase | undefined,
    ];
    const bff = await startBffApp(prefix);
    app = bff;
    closers.push(() => bff.close());
    return { app: bff, catalog, cart, orders, close };
  } catch (error) {
    await close();
    throw error;
  }
}

type Answer = (payload: unknown) => unknown;

/**
 * @deprecated A stand-in of one of our own services; only `clicks/testing/clicks-bff.ts` still uses
 * it, and it goes once that moves onto the real services. New suites start the real service
 * (startServiceOnOwnDatabase) instead.
 */
export class FakeService {
  readonly calls: Array<{ pattern: string; payload: unknown }> = [];
  private readonly answers = new Map<string, Answer>();

  constructor(private readonly server: RedisStreamsServer) {}

  static async start(service: ServiceName, prefix: string, patterns: readonly string[]): Promise<FakeService> {
    const server = new RedisStreamsServer({ url: testEnv().redisUrl, prefix, service });
    const fake = new FakeService(server);
    for (const pattern of patterns) {
      server.addHandler(pattern, async (payload: unknown) => {
        fake.calls.push({ pattern, payload });
        const answer = fake.answers.get(pattern);
        if (!answer) throw { code: 'TEST.NO_ANSWER', kind: 'not_found', message: `no answer set for ${pattern}` } satisfies WireError;
        return answer(payload);
      });
    }
    await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
    return fake;
  }

  answer(pattern: string, answer: Answer): void {
    this.answers.set(pattern, answer);
  }

  fail(pattern: string, error: WireError): void {
    this.answers.set(pattern, () => {
      throw error;
    });
  }

  reset(): void {
    this.calls.splice(0);
    this.answers.clear();
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
