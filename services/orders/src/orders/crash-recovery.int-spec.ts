import { OrdersPatterns } from '@lumina/contracts';
import { RedisStreamsClient, RpcClient } from '@lumina/platform';
import { startServiceForTest, testEnv, type ServiceHarness } from '@lumina/platform/testing';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { OrdersModule } from '../orders.module';
import { startFakeCart, type FakeCartData } from '../testing/fake-cart';
import { eventually, newSessionId, openOrdersDb, ordersForIntent, ordersTestConfig, SHIPPING, suitePrefix } from '../testing/orders-test-env';

/**
 * Issue 5's worst case: the payment succeeded, then the orders service died before writing the
 * order. The confirm-payment message it held is still pending in its stream; a live instance
 * claims it and the shopper gets the order (and a retry from the browser finds the same one).
 */
describe('orders service lost between a successful payment and the order', () => {
  const keyPrefix = suitePrefix('crash');
  let cart: { data: FakeCartData; harness: ServiceHarness };
  let client: RedisStreamsClient;
  let rpc: RpcClient;
  let db: DataSource;
  let child: ChildProcess | undefined;
  let revived: ServiceHarness | undefined;

  beforeAll(async () => {
    cart = await startFakeCart(keyPrefix);
    client = new RedisStreamsClient({ url: testEnv().redisUrl, prefix: keyPrefix, requestTimeoutMs: 30_000 });
    await client.connect();
    rpc = new RpcClient(client);
    db = await openOrdersDb();
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await revived?.close();
    await client.close();
    await cart.harness.close();
    await db.destroy();
  });

  it('still makes exactly one order once orders is back', async () => {
    const env = testEnv();
    child = fork(
      path.join(__dirname, '../testing/crashing-orders.fixture.js'),
      [JSON.stringify({ env: { DATABASE_URL: env.databaseUrl, REDIS_URL: env.redisUrl, KEY_PREFIX: keyPrefix, LOG_LEVEL: 'warn' }, keyPrefix })],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    const exited = once(child, 'exit');
    await new Promise<void>((resolve, reject) => {
      child?.once('message', () => resolve());
      child?.once('exit', (code) => reject(new Error(`fixture exited early (${code})`)));
    });

    const sessionId = newSessionId();
    cart.data.put(sessionId, [{ unitPriceMinor: 10000 }]);
    const intent = await rpc.send(OrdersPatterns.createIntent, { amount: 10000, currency: 'eur', cartSessionId: sessionId });
    await rpc.send(OrdersPatterns.manualConfirm, { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, outcome: 'succeed' });

    const confirmation = rpc.send(OrdersPatterns.confirmPayment, {
      paymentIntentId: intent.paymentIntentId,
      cartSessionId: sessionId,
      shippingAddress: SHIPPING,
      billingAddress: { sameAsShipping: true },
    });
    const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    expect(signal).toBe('SIGKILL');
    expect(await ordersForIntent(db, intent.paymentIntentId)).toEqual([]);

    revived = await startServiceForTest('orders', OrdersModule.forRoot(ordersTestConfig(keyPrefix)), { keyPrefix, claimIdleMs: 1000 });

    const { orderNumber } = await confirmation;
    expect(orderNumber).toMatch(/^LUM-\d{4}-\d{6}$/);
    const retried = await rpc.send(OrdersPatterns.confirmPayment, {
      paymentIntentId: intent.paymentIntentId,
      cartSessionId: sessionId,
      shippingAddress: SHIPPING,
      billingAddress: { sameAsShipping: true },
    });
    expect(retried.orderNumber).toBe(orderNumber);
    expect(await ordersForIntent(db, intent.paymentIntentId)).toHaveLength(1);
    await eventually(() => cart.data.paidFor(sessionId), (events) => events.length > 0);
  }, 60_000);
});
