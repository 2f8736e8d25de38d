import { OrdersPatterns, type PaymentIntentDto, type ProductSnapshotDto } from '@lumina/contracts';
import { startOrdersWithCart, type OrdersFixture } from '../testing/orders-fixture';
import { newSessionId, ordersForIntent, SHIPPING } from '../testing/orders-test-env';

describe(OrdersPatterns.confirmPayment, () => {
  let fx: OrdersFixture;
  let pendant: ProductSnapshotDto;
  let sconce: ProductSnapshotDto;

  beforeAll(async () => {
    fx = await startOrdersWithCart('confirm');
    pendant = await fx.shop.addProduct({ title: 'Brass Pendant', sku: 'BP-1', priceMinor: 12990 });
    sconce = await fx.shop.addProduct({ title: 'Wall Sconce', sku: 'WS-1', priceMinor: 4500 });
  }, 120_000);
  afterAll(() => fx?.close(), 30_000);

  /** A shopper's cart of two pendants and a sconce, priced and with a payment opened for it. */
  async function openPayment(sessionId = newSessionId()): Promise<{ sessionId: string; intent: PaymentIntentDto }> {
    await fx.shop.fill(sessionId, [
      [pendant, 2],
      [sconce, 1],
    ]);
    const quote = await fx.orders.rpc.send(OrdersPatterns.quote, { cartSessionId: sessionId, country: 'ES' });
    const intent = await fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: quote.amount, currency: 'eur', cartSessionId: sessionId });
    return { sessionId, intent };
  }

  const pay = (intent: PaymentIntentDto) =>
    fx.orders.rpc.send(OrdersPatterns.manualConfirm, { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, outcome: 'succeed' });

  const confirm = (sessionId: string, intent: PaymentIntentDto) =>
    fx.orders.rpc.send(OrdersPatterns.confirmPayment, {
      paymentIntentId: intent.paymentIntentId,
      cartSessionId: sessionId,
      shippingAddress: SHIPPING,
      billingAddress: { sameAsShipping: true },
    });

  it('creates no order before the payment succeeded', async () => {
    const { sessionId, intent } = await openPayment();
    await expect(confirm(sessionId, intent)).rejects.toMatchObject({
      code: 'ORDERS.PAYMENT_NOT_SUCCEEDED',
      kind: 'conflict',
      message: 'Payment has not succeeded (status: requires_payment_method)',
    });
    expect(await ordersForIntent(fx.db, intent.paymentIntentId)).toEqual([]);
  });

  it('keeps a declined test payment unpaid', async () => {
    const { sessionId, intent } = await openPayment();
    await expect(
      fx.orders.rpc.send(OrdersPatterns.manualConfirm, { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, outcome: 'decline' }),
    ).resolves.toMatchObject({ status: 'requires_payment_method', error: expect.stringContaining('declined') });
    await expect(confirm(sessionId, intent)).rejects.toMatchObject({ code: 'ORDERS.PAYMENT_NOT_SUCCEEDED' });
  });

  it('refuses to mark a payment paid without its client secret', async () => {
    const { intent } = await openPayment();
    await expect(
      fx.orders.rpc.send(OrdersPatterns.manualConfirm, { paymentIntentId: intent.paymentIntentId, clientSecret: 'guess', outcome: 'succeed' }),
    ).rejects.toMatchObject({ code: 'ORDERS.PAYMENT_NOT_FOUND' });
  });

  it('creates the order once paid, with numbers, snapshots, addresses, and empties the cart of what was paid', async () => {
    const { sessionId, intent } = await openPayment();
    // Added in another tab while paying: not part of the order, so it stays in the cart.
    const floorLamp = await fx.shop.addProduct({ title: 'Floor Lamp', priceMinor: 8900 });
    await fx.shop.fill(sessionId, [[floorLamp, 1]]);
    await pay(intent);

    const result = await confirm(sessionId, intent);
    expect(result).toEqual({ success: true, orderNumber: expect.stringMatching(/^LUM-\d{4}-\d{6}$/) });

    const order = await fx.orders.rpc.send(OrdersPatterns.byNumber, { orderNumber: result.orderNumber, cartSessionId: sessionId });
    expect(order).toEqual({
      orderNumber: result.orderNumber,
      createdAt: expect.any(String),
      paymentStatus: 'paid',
      status: 'confirmed',
      items: [
        { id: expect.any(String), productId: pendant.id, productName: 'Brass Pendant', productSku: 'BP-1', quantity: 2, unitPrice: '129.90', totalPrice: '259.80' },
        { id: expect.any(String), productId: sconce.id, productName: 'Wall Sconce', productSku: 'WS-1', quantity: 1, unitPrice: '45.00', totalPrice: '45.00' },
      ],
      shippingAddress: JSON.stringify(SHIPPING),
      billingAddress: expect.stringContaining('"city":"Madrid"'),
      subtotal: '304.80',
      shippingAmount: '0.00',
      taxAmount: '52.90',
      totalAmount: '304.80',
      currency: 'EUR',
      taxRatePercent: 21,
      taxIncluded: true,
      vatDueOnDelivery: false,
    });
    // order.paid reached this session's cart and named exactly the paid products.
    expect(await fx.shop.namesInCartOnce(sessionId, 1)).toEqual(['Floor Lamp']);
  });

  it('makes one order when Complete Payment is submitted twice at once', async () => {
    const { sessionId, intent } = await openPayment();
    await pay(intent);

    const results = await Promise.all([confirm(sessionId, intent), confirm(sessionId, intent), confirm(sessionId, intent)]);

    expect(new Set(results.map((r) => r.orderNumber)).size).toBe(1);
    expect(await ordersForIntent(fx.db, intent.paymentIntentId)).toHaveLength(1);
    const again = await confirm(sessionId, intent);
    expect(again.orderNumber).toBe(results[0]?.orderNumber);
  });

  it("answers not found for another cart's payment", async () => {
    const { intent } = await openPayment();
    await pay(intent);
    await expect(confirm(newSessionId(), intent)).rejects.toMatchObject({ code: 'ORDERS.PAYMENT_NOT_FOUND', kind: 'not_found' });
    expect(await ordersForIntent(fx.db, intent.paymentIntentId)).toEqual([]);
  });

  it('refuses an address outside the eight shipping countries', async () => {
    const { sessionId, intent } = await openPayment();
    await expect(
      fx.orders.rpc.send(OrdersPatterns.confirmPayment, {
        paymentIntentId: intent.paymentIntentId,
        cartSessionId: sessionId,
        shippingAddress: { ...SHIPPING, country: 'US' } as never,
        billingAddress: { sameAsShipping: true },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('shippingAddress.country') });
  });

  describe('reading orders', () => {
    it("answers not found for an unknown number and for another cart's order", async () => {
      const { sessionId, intent } = await openPayment();
      await pay(intent);
      const { orderNumber } = await confirm(sessionId, intent);

      await expect(fx.orders.rpc.send(OrdersPatterns.byNumber, { orderNumber, cartSessionId: newSessionId() })).rejects.toMatchObject({
        code: 'ORDERS.ORDER_NOT_FOUND',
        kind: 'not_found',
      });
      await expect(
        fx.orders.rpc.send(OrdersPatterns.byNumber, { orderNumber: 'LUM-2026-999999', cartSessionId: sessionId }),
      ).rejects.toMatchObject({ code: 'ORDERS.ORDER_NOT_FOUND' });
    });

    it('renders the invoice as a PDF', async () => {
      const { sessionId, intent } = await openPayment();
      await pay(intent);
      const { orderNumber } = await confirm(sessionId, intent);

      const invoice = await fx.orders.rpc.send(OrdersPatterns.invoice, { orderNumber, cartSessionId: sessionId });

      expect(invoice.filename).toBe(`invoice-${orderNumber}.pdf`);
      expect(Buffer.from(invoice.contentBase64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });
});
