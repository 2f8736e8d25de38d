import { OrdersPatterns, type ConfirmPaymentDto, type PaymentIntentDto, type ProductSnapshotDto } from '@lumina/contracts';
import { RedisStreamsClient, RpcClient } from '@lumina/platform';
import { createOwnDatabase, startServiceForTest, testEnv, type OwnDatabase, type ServiceHarness } from '@lumina/platform/testing';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { OrdersModule } from '../orders.module';
import { CartAndCatalog } from '../testing/cart-and-catalog';
import { newSessionId, openOrdersDb, ordersForIntent, ordersTestConfig, SHIPPING, suitePrefix } from '../testing/orders-test-env';

/** Where the crashing orders process dies (testing/crashing-orders.fixture.js). */
type CrashPoint = 'before-order' | 'before-order-paid';

/**
 * Issue 5's worst cases: the payment succeeded, then the orders service died before writing the
 * order, or after writing it and before telling the cart. The confirm-payment message it held is
 * still pending in its stream; a live instance claims it, the shopper gets the order (and a retry
 * from the browser finds the same one), and the real cart is emptied of what was paid.
 *
 * Orders runs on a database of the suite's own here: every orders instance's outbox relay re-sends
 * the run's orders left unsent for 10 s, on its own key prefix, so another suite's instance could
 * otherwise "send" the order a crash left unsent to a cart of its own before this one is back.
 */
describe('orders service lost between a successful payment and the order', () => {
  const keyPrefix = suitePrefix('crash');
  let shop: CartAndCatalog;
  let lamp: ProductSnapshotDto;
  let client: RedisStreamsClient;
  let rpc: RpcClient;
  let ordersDatabase: OwnDatabase;
  let db: DataSource;
  let child: ChildProcess | undefined;
  let revived: ServiceHarness | undefined;

  beforeAll(async () => {
    shop = await CartAndCatalog.start(keyPrefix);
    lamp = await shop.addProduct({ title: 'Brass Pendant', priceMinor: 10000 });
    client = new RedisStreamsClient({ url: testEnv().redisUrl, prefix: keyPrefix, requestTimeoutMs: 30_000 });
    await client.connect();
    rpc = new RpcClient(client);
    ordersDatabase = await createOwnDatabase('orders_crash');
    db = await openOrdersDb(ordersDatabase.url);
  }, 120_000);

  // Each test has its orders instances to itself: the one that dies, then the one that takes over.
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    child = undefined;
    await revived?.close();
    revived = undefined;
  });

  afterAll(async () => {
    await client?.close();
    await shop?.close();
    await db?.destroy();
    await ordersDatabase?.drop();
  }, 30_000);

  /** Orders in a process of its own that kills itself at `crashAt`; resolves once it serves, with its exit to await. */
  async function startCrashingOrders(crashAt: CrashPoint): Promise<{ exited: Promise<unknown[]> }> {
    const env = testEnv();
    const started = fork(
      path.join(__dirname, '../testing/crashing-orders.fixture.js'),
      [JSON.stringify({ env: { DATABASE_URL: ordersDatabase.url, REDIS_URL: env.redisUrl, KEY_PREFIX: keyPrefix, LOG_LEVEL: 'warn' }, keyPrefix, crashAt })],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    child = started;
    const exited = once(started, 'exit');
    await new Promise<void>((resolve, reject) => {
      started.once('message', () => resolve());
      started.once('exit', (code) => reject(new Error(`fixture exited early (${code})`)));
    });
    return { exited };
  }

  /** A shopper's cart with the lamp in it and a succeeded test payment for it. */
  async function paidCart(): Promise<{ sessionId: string; intent: PaymentIntentDto }> {
    const sessionId = newSessionId();
    await shop.fill(sessionId, [[lamp, 1]]);
    const intent = await rpc.send(OrdersPatterns.createIntent, { amount: 10000, currency: 'eur', cartSessionId: sessionId });
    await rpc.send(OrdersPatterns.manualConfirm, { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, outcome: 'succeed' });
    return { sessionId, intent };
  }

  const confirm = (sessionId: string, intent: PaymentIntentDto): Promise<ConfirmPaymentDto> =>
    rpc.send(OrdersPatterns.confirmPayment, {
      paymentIntentId: intent.paymentIntentId,
      cartSessionId: sessionId,
      shippingAddress: SHIPPING,
      billingAddress: { sameAsShipping: true },
    });

  async function expectKilled(exited: Promise<unknown[]>): Promise<void> {
    const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    expect(signal).toBe('SIGKILL');
  }

  const reviveOrders = async () => {
    revived = await startServiceForTest('orders', OrdersModule.forRoot(ordersTestConfig(keyPrefix, { DATABASE_URL: ordersDatabase.url })), { keyPrefix, claimIdleMs: 1000 });
  };

  it('still makes exactly one order once orders is back', async () => {
    const { exited } = await startCrashingOrders('before-order');
    const { sessionId, intent } = await paidCart();

    const confirmation = confirm(sessionId, intent);
    await expectKilled(exited);
    expect(await ordersForIntent(db, intent.paymentIntentId)).toEqual([]);

    await reviveOrders();

    const { orderNumber } = await confirmation;
    expect(orderNumber).toMatch(/^LUM-\d{4}-\d{6}$/);
    const retried = await confirm(sessionId, intent);
    expect(retried.orderNumber).toBe(orderNumber);
    expect(await ordersForIntent(db, intent.paymentIntentId)).toHaveLength(1);
    expect(await shop.namesInCartOnce(sessionId, 0)).toEqual([]);
  }, 60_000);

  it('tells the cart once orders is back when it died after writing the order', async () => {
    const { exited } = await startCrashingOrders('before-order-paid');
    const { sessionId, intent } = await paidCart();

    const confirmation = confirm(sessionId, intent);
    await expectKilled(exited);
    const [written] = await ordersForIntent(db, intent.paymentIntentId);
    expect(written).toBeDefined();
    // order.paid never left: the shopper's cart still holds what they paid for.
    expect((await shop.cart(sessionId)).items.map((item) => item.product.name)).toEqual(['Brass Pendant']);

    await reviveOrders();

    // The claimed confirm finds the order written and sends what the lost instance did not.
    await expect(confirmation).resolves.toEqual({ success: true, orderNumber: written?.order_number });
    expect(await shop.namesInCartOnce(sessionId, 0)).toEqual([]);
    await expect(confirm(sessionId, intent)).resolves.toEqual({ success: true, orderNumber: written?.order_number });
    expect(await ordersForIntent(db, intent.paymentIntentId)).toHaveLength(1);
  }, 60_000);
});
