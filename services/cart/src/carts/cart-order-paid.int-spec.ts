import { CartPatterns, OrdersEvents, type OrderPaidEvent } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { newSessionId } from '../testing/cart-test-env';
import { startCartWithCatalog, type CartFixture } from '../testing/cart-fixture';

describe(`cart on ${OrdersEvents.paid}`, () => {
  let fx: CartFixture;

  beforeAll(async () => {
    fx = await startCartWithCatalog('cart-paid');
  }, 120_000);
  afterAll(() => fx.close(), 30_000);

  /** order.paid messages the cart has handled (platform processed-messages, written with the effect). */
  async function clearPaidHandled(): Promise<number> {
    const [row] = (await fx.cart.app.get(DataSource).query(`SELECT count(*)::int AS n FROM processed_messages WHERE handler = 'cart.clear-paid'`)) as [{ n: number }];
    return row.n;
  }

  function paid(sessionId: string, productIds: string[], paidAt = new Date()): OrderPaidEvent {
    return {
      orderId: randomUUID(),
      orderNumber: 'LUM-2026-000001',
      paymentIntentId: `manual_pi_${randomUUID().replace(/-/g, '')}`,
      cartSessionId: sessionId,
      paidAt: paidAt.toISOString(),
      productIds,
      totalMinor: 1000,
      currency: 'EUR',
    };
  }

  it('clears the paid lines, and a repeated event changes nothing', async () => {
    const product = await fx.catalog.add();
    const sessionId = newSessionId();
    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 2 });
    const event = paid(sessionId, [product.id]);

    await fx.cart.rpc.emit(OrdersEvents.paid, event);
    const cleared = await eventually(() => fx.cart.rpc.send(CartPatterns.get, { sessionId }), (cart) => cart.items.length === 0);
    expect(cleared.items).toEqual([]);

    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 1 });
    const before = await clearPaidHandled();
    await fx.cart.rpc.emit(OrdersEvents.paid, event);
    // The repeat has been handled once its message is recorded as processed (no fixed wait).
    await eventually(clearPaidHandled, (handled) => handled === before + 1);
    const after = await fx.cart.rpc.send(CartPatterns.get, { sessionId });
    expect(after.items.map((item) => item.quantity)).toEqual([1]);
  });

  it('keeps a product that was not part of the order', async () => {
    const bought = await fx.catalog.add({ title: 'Bought' });
    const addedMeanwhile = await fx.catalog.add({ title: 'Added meanwhile' });
    const sessionId = newSessionId();
    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: bought.id, quantity: 1 });
    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: addedMeanwhile.id, quantity: 1 });

    await fx.cart.rpc.emit(OrdersEvents.paid, paid(sessionId, [bought.id]));
    const cart = await eventually(() => fx.cart.rpc.send(CartPatterns.get, { sessionId }), (c) => c.items.length === 1);

    expect(cart.items.map((item) => item.product.name)).toEqual(['Added meanwhile']);
  });
});
