import { OrdersPatterns } from '@lumina/contracts';
import { startOrdersWithFakeCart, type OrdersFixture } from '../testing/orders-fixture';
import { newSessionId, SHIPPING } from '../testing/orders-test-env';

describe(OrdersPatterns.createIntent, () => {
  let fx: OrdersFixture;

  beforeAll(async () => {
    fx = await startOrdersWithFakeCart('create-intent', { CHF_PER_EUR: '0.94' });
  });
  afterAll(() => fx.close());

  const intentsFor = async (sessionId: string) =>
    (await fx.db.query(`SELECT count(*)::int AS n FROM manual_payment_intents WHERE metadata->>'cartSessionId' = $1`, [sessionId]))[0].n as number;

  it('prices the cart on the server: catalogue prices including 21% Spanish VAT, free shipping from €75, in EUR for Spain', async () => {
    const sessionId = newSessionId();
    fx.cart.put(sessionId, [{ unitPriceMinor: 4990, quantity: 2 }, { unitPriceMinor: 1500 }]);

    const intent = await fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: 11480, currency: 'eur', cartSessionId: sessionId });

    expect(intent).toEqual({
      clientSecret: expect.stringMatching(/^manual_pi_\w+_secret_\w+$/),
      paymentIntentId: expect.stringMatching(/^manual_pi_\w+$/),
      provider: 'manual',
      paymentMethodTypes: ['manual'],
      currency: 'eur',
      subtotal: 11480,
      shipping: 0,
      taxAmount: 1992,
      amount: 11480,
      taxRatePercent: 21,
      vatDueOnDelivery: false,
    });
  });

  it('charges the flat shipping fee below €75 and states the German VAT it contains', async () => {
    const sessionId = newSessionId();
    fx.cart.put(sessionId, [{ unitPriceMinor: 4589 }]);
    const quote = await fx.orders.rpc.send(OrdersPatterns.quote, { cartSessionId: sessionId, country: 'DE' });
    expect(quote).toMatchObject({ currency: 'eur', subtotal: 4589, shipping: 495, amount: 5084, taxRatePercent: 19, taxAmount: 812 });
  });

  it('charges Switzerland in CHF at the configured rate', async () => {
    const sessionId = newSessionId();
    fx.cart.put(sessionId, [{ unitPriceMinor: 4990, quantity: 2 }]);
    const quote = await fx.orders.rpc.send(OrdersPatterns.quote, { cartSessionId: sessionId, country: 'CH' });
    expect(quote).toMatchObject({ currency: 'chf', amount: 9382, shipping: 0, taxAmount: 0, vatDueOnDelivery: true, itemCount: 2 });

    const intent = await fx.orders.rpc.send(OrdersPatterns.createIntent, {
      amount: quote.amount,
      currency: 'chf',
      cartSessionId: sessionId,
      shippingAddress: { ...SHIPPING, country: 'CH' },
    });
    expect(intent).toMatchObject({ currency: 'chf', amount: 9382 });
  });

  describe('a tampered or stale amount cannot change what is charged', () => {
    it.each([
      ['lower', 100],
      ['higher', 999_999],
      ['the subtotal with VAT added on top again', 13891],
    ])('refuses a %s amount with a conflict and opens no payment', async (_what, amount) => {
      const sessionId = newSessionId();
      fx.cart.put(sessionId, [{ unitPriceMinor: 4990, quantity: 2 }, { unitPriceMinor: 1500 }]);

      await expect(fx.orders.rpc.send(OrdersPatterns.createIntent, { amount, currency: 'eur', cartSessionId: sessionId })).rejects.toMatchObject({
        code: 'ORDERS.AMOUNT_MISMATCH',
        kind: 'conflict',
        message: expect.stringContaining('The order total is 114.80 EUR'),
      });
      expect(await intentsFor(sessionId)).toBe(0);
    });

    it('refuses EUR for a Swiss address', async () => {
      const sessionId = newSessionId();
      fx.cart.put(sessionId, [{ unitPriceMinor: 1000 }]);
      await expect(
        fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: 1210, currency: 'eur', cartSessionId: sessionId, country: 'CH' }),
      ).rejects.toMatchObject({ code: 'ORDERS.CURRENCY_MISMATCH' });
    });

    it('refuses a fractional amount before anything is priced', async () => {
      await expect(
        fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: 12.1, currency: 'eur', cartSessionId: newSessionId() }),
      ).rejects.toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('integer number of cents') });
    });
  });

  it('refuses an empty cart', async () => {
    await expect(
      fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: 0, currency: 'eur', cartSessionId: newSessionId() }),
    ).rejects.toMatchObject({ code: 'ORDERS.CART_EMPTY', kind: 'validation', message: 'Your cart is empty' });
  });

  it('refuses a cart with an item out of stock, naming it', async () => {
    const sessionId = newSessionId();
    fx.cart.put(sessionId, [{ title: 'Brass Sconce', inStock: false }, { title: 'Pendant' }]);
    await expect(
      fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: 12100, currency: 'eur', cartSessionId: sessionId }),
    ).rejects.toMatchObject({ code: 'ORDERS.ITEM_UNAVAILABLE', kind: 'conflict', message: expect.stringContaining('Brass Sconce') });
  });

  it('asks to try again when the cart could not confirm prices with catalog', async () => {
    const sessionId = newSessionId();
    fx.cart.put(sessionId, [{}], false);
    await expect(
      fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: 6050, currency: 'eur', cartSessionId: sessionId }),
    ).rejects.toMatchObject({ code: 'ORDERS.PRICES_UNVERIFIED', kind: 'unavailable' });
  });

  it('tells the client which provider is active', async () => {
    await expect(fx.orders.rpc.send(OrdersPatterns.paymentConfig, {})).resolves.toEqual({ provider: 'manual', paymentMethodTypes: ['manual'] });
  });
});
