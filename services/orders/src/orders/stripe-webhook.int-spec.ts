import { OrdersPatterns, type PaymentIntentDto, type ProductSnapshotDto } from '@lumina/contracts';
import Stripe from 'stripe';
import { startOrdersWithCart, type OrdersFixture } from '../testing/orders-fixture';
import { newSessionId, ordersForIntent, SHIPPING } from '../testing/orders-test-env';
import { StripeStandIn, stripeEvent } from '../testing/stripe-stand-in';

const SECRET_KEY = 'sk_test_webhooks';
const WEBHOOK_SECRET = 'whsec_webhooks';

describe(`${OrdersPatterns.stripeWebhook} with the Stripe provider`, () => {
  let standIn: StripeStandIn;
  let fx: OrdersFixture;
  let pendant: ProductSnapshotDto;

  beforeAll(async () => {
    standIn = await new StripeStandIn(SECRET_KEY).start();
    fx = await startOrdersWithCart('webhook', {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_webhooks',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(standIn.port),
      STRIPE_API_PROTOCOL: 'http',
    });
    pendant = await fx.shop.addProduct({ title: 'Brass Pendant', priceMinor: 10000 });
  }, 120_000);
  afterAll(async () => {
    await fx?.close();
    await standIn?.stop();
  }, 30_000);

  async function openPayment(withAddress = true): Promise<{ sessionId: string; intent: PaymentIntentDto }> {
    const sessionId = newSessionId();
    await fx.shop.fill(sessionId, [[pendant, 1]]);
    const intent = await fx.orders.rpc.send(OrdersPatterns.createIntent, {
      amount: 10000,
      currency: 'eur',
      cartSessionId: sessionId,
      ...(withAddress ? { shippingAddress: SHIPPING } : {}),
    });
    return { sessionId, intent };
  }

  function deliver(type: string, paymentIntentId: string, eventId?: string) {
    const payload = stripeEvent(type, standIn.get(paymentIntentId), eventId);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return fx.orders.rpc.send(OrdersPatterns.stripeWebhook, { payload, signature });
  }

  it('creates the intent at Stripe with the server amount and hands out the publishable key', async () => {
    const { intent } = await openPayment();
    expect(intent).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_webhooks', amount: 10000, clientSecret: expect.stringMatching(/^pi_/) });
    expect(standIn.get(intent.paymentIntentId)).toMatchObject({ amount: 10000, currency: 'eur' });
  });

  it('makes one order from three concurrent, out-of-order deliveries', async () => {
    const { sessionId, intent } = await openPayment();
    const id = intent.paymentIntentId;
    const processing = stripeEvent('payment_intent.processing', standIn.get(id), 'evt_processing');
    standIn.succeed(id);

    const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const replies = await Promise.all([
      deliver('payment_intent.succeeded', id, 'evt_succeeded'),
      fx.orders.rpc.send(OrdersPatterns.stripeWebhook, { payload: processing, signature: sign(processing) }),
      deliver('payment_intent.succeeded', id, 'evt_succeeded'),
      deliver('payment_intent.succeeded', id, 'evt_succeeded'),
      deliver('charge.succeeded', id),
    ]);

    expect(replies.map((reply) => reply.handled)).toEqual([true, false, true, true, false]);
    const orders = await ordersForIntent(fx.db, id);
    expect(orders).toHaveLength(1);
    const order = await fx.orders.rpc.send(OrdersPatterns.byNumber, { orderNumber: orders[0]?.order_number ?? '', cartSessionId: sessionId });
    expect(JSON.parse(order.shippingAddress)).toMatchObject({ city: 'Madrid', email: 'ana@example.com' });

    // A late processing event after the order exists changes nothing either.
    await fx.orders.rpc.send(OrdersPatterns.stripeWebhook, { payload: processing, signature: sign(processing) });
    expect(await ordersForIntent(fx.db, id)).toHaveLength(1);
    // The cart heard order.paid: the paid pendant is gone from it.
    expect(await fx.shop.namesInCartOnce(sessionId, 0)).toEqual([]);
  });

  it('agrees with confirm-payment on the same order, whichever comes first', async () => {
    const { sessionId, intent } = await openPayment(false);
    standIn.succeed(intent.paymentIntentId);

    await deliver('payment_intent.succeeded', intent.paymentIntentId);
    const confirmed = await fx.orders.rpc.send(OrdersPatterns.confirmPayment, {
      paymentIntentId: intent.paymentIntentId,
      cartSessionId: sessionId,
      shippingAddress: SHIPPING,
      billingAddress: { sameAsShipping: true },
    });

    const orders = await ordersForIntent(fx.db, intent.paymentIntentId);
    expect(orders.map((o) => o.order_number)).toEqual([confirmed.orderNumber]);
    // The webhook made the order before any address was known; confirm-payment filled it in.
    const order = await fx.orders.rpc.send(OrdersPatterns.byNumber, { orderNumber: confirmed.orderNumber, cartSessionId: sessionId });
    expect(JSON.parse(order.shippingAddress)).toMatchObject({ firstName: 'Ana' });
  });

  it('confirm-payment asks Stripe, and refuses before the intent succeeded', async () => {
    const { sessionId, intent } = await openPayment();
    const body = { paymentIntentId: intent.paymentIntentId, cartSessionId: sessionId, shippingAddress: SHIPPING, billingAddress: { sameAsShipping: true as const } };

    await expect(fx.orders.rpc.send(OrdersPatterns.confirmPayment, body)).rejects.toMatchObject({ code: 'ORDERS.PAYMENT_NOT_SUCCEEDED' });
    standIn.succeed(intent.paymentIntentId);
    await expect(fx.orders.rpc.send(OrdersPatterns.confirmPayment, body)).resolves.toMatchObject({ success: true });
  });

  it('makes no order from an intent whose amount differs from what was priced', async () => {
    const { sessionId, intent } = await openPayment();
    standIn.update(intent.paymentIntentId, { status: 'succeeded', amount: 100 });

    await expect(deliver('payment_intent.succeeded', intent.paymentIntentId)).resolves.toEqual({ received: true, handled: false });
    await expect(
      fx.orders.rpc.send(OrdersPatterns.confirmPayment, {
        paymentIntentId: intent.paymentIntentId,
        cartSessionId: sessionId,
        shippingAddress: SHIPPING,
        billingAddress: { sameAsShipping: true },
      }),
    ).rejects.toMatchObject({ code: 'ORDERS.PAYMENT_MISMATCH' });
    expect(await ordersForIntent(fx.db, intent.paymentIntentId)).toEqual([]);
    expect((await fx.shop.cart(sessionId)).items.map((item) => item.product.name)).toEqual(['Brass Pendant']);
  });

  it('refuses an unsigned or wrongly signed delivery', async () => {
    const { intent } = await openPayment();
    const payload = stripeEvent('payment_intent.succeeded', standIn.succeed(intent.paymentIntentId));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });

    await expect(fx.orders.rpc.send(OrdersPatterns.stripeWebhook, { payload, signature: forged })).rejects.toMatchObject({
      code: 'ORDERS.INVALID_WEBHOOK_SIGNATURE',
      kind: 'validation',
    });
    expect(await ordersForIntent(fx.db, intent.paymentIntentId)).toEqual([]);
  });

  it('acknowledges a succeeded intent that is not ours without making anything', async () => {
    const foreign = standIn.update((await openPayment()).intent.paymentIntentId, {});
    standIn.intents.set('pi_foreign', { ...foreign, id: 'pi_foreign', metadata: {}, status: 'succeeded' });
    await expect(deliver('payment_intent.succeeded', 'pi_foreign')).resolves.toEqual({ received: true, handled: false });
  });

  it('keeps the test-payment form closed while Stripe is the provider', async () => {
    const { intent } = await openPayment();
    await expect(
      fx.orders.rpc.send(OrdersPatterns.manualConfirm, { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, outcome: 'succeed' }),
    ).rejects.toMatchObject({ code: 'ORDERS.PROVIDER_NOT_ACTIVE' });
  });
});
