import { OrdersPatterns, type ProductSnapshotDto } from '@lumina/contracts';
import { startOrdersWithCart, type OrdersFixture } from '../testing/orders-fixture';
import { newSessionId, SHIPPING } from '../testing/orders-test-env';

describe(OrdersPatterns.createIntent, () => {
  let fx: OrdersFixture;
  /** Catalogue products at the prices their names say (EUR, VAT included). */
  let lamp4990: ProductSnapshotDto;
  let lamp4589: ProductSnapshotDto;
  let lamp1500: ProductSnapshotDto;
  let lamp1000: ProductSnapshotDto;

  beforeAll(async () => {
    fx = await startOrdersWithCart('create-intent', { CHF_PER_EUR: '0.94' });
    lamp4990 = await fx.shop.addProduct({ priceMinor: 4990 });
    lamp4589 = await fx.shop.addProduct({ priceMinor: 4589 });
    lamp1500 = await fx.shop.addProduct({ priceMinor: 1500 });
    lamp1000 = await fx.shop.addProduct({ priceMinor: 1000 });
  }, 120_000);
  afterAll(() => fx?.close(), 30_000);

  const intentsFor = async (sessionId: string) =>
    (await fx.db.query(`SELECT count(*)::int AS n FROM manual_payment_intents WHERE metadata->>'cartSessionId' = $1`, [sessionId]))[0].n as number;

  it('prices the cart on the server: catalogue prices including 21% Spanish VAT, free shipping from €75, in EUR for Spain', async () => {
    const sessionId = newSessionId();
    await fx.shop.fill(sessionId, [
      [lamp4990, 2],
      [lamp1500, 1],
    ]);

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
    await fx.shop.fill(sessionId, [[lamp4589, 1]]);
    const quote = await fx.orders.rpc.send(OrdersPatterns.quote, { cartSessionId: sessionId, country: 'DE' });
    expect(quote).toMatchObject({ currency: 'eur', subtotal: 4589, shipping: 495, amount: 5084, taxRatePercent: 19, taxAmount: 812 });
  });

  it('charges Switzerland in CHF at the configured rate', async () => {
    const sessionId = newSessionId();
    await fx.shop.fill(sessionId, [[lamp4990, 2]]);
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
      await fx.shop.fill(sessionId, [
        [lamp4990, 2],
        [lamp1500, 1],
      ]);

      await expect(fx.orders.rpc.send(OrdersPatterns.createIntent, { amount, currency: 'eur', cartSessionId: sessionId })).rejects.toMatchObject({
        code: 'ORDERS.AMOUNT_MISMATCH',
        kind: 'conflict',
        message: expect.stringContaining('The order total is 114.80 EUR'),
      });
      expect(await intentsFor(sessionId)).toBe(0);
    });

    it('refuses the total the shopper saw before the price changed, and charges the new one', async () => {
      const lamp = await fx.shop.addProduct({ priceMinor: 4990 });
      const sessionId = newSessionId();
      await fx.shop.fill(sessionId, [[lamp, 2]]);
      const seen = await fx.orders.rpc.send(OrdersPatterns.quote, { cartSessionId: sessionId, country: 'ES' });
      // The merchant's next feed raises the price while the shopper is on the checkout page.
      await fx.shop.updateProduct(lamp.id, { priceMinor: 5490 });

      await expect(fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: seen.amount, currency: 'eur', cartSessionId: sessionId })).rejects.toMatchObject({
        code: 'ORDERS.AMOUNT_MISMATCH',
        message: expect.stringContaining('The order total is 109.80 EUR'),
      });
      expect(await intentsFor(sessionId)).toBe(0);
      await expect(fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: 10980, currency: 'eur', cartSessionId: sessionId })).resolves.toMatchObject({
        subtotal: 10980,
        amount: 10980,
      });
    });

    it('refuses EUR for a Swiss address', async () => {
      const sessionId = newSessionId();
      await fx.shop.fill(sessionId, [[lamp1000, 1]]);
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
    const sconce = await fx.shop.addProduct({ title: 'Brass Sconce' });
    const pendant = await fx.shop.addProduct({ title: 'Pendant' });
    const sessionId = newSessionId();
    await fx.shop.fill(sessionId, [
      [sconce, 1],
      [pendant, 1],
    ]);
    // Sold out after the shopper added it: the merchant's next feed says so.
    await fx.shop.updateProduct(sconce.id, { isInStock: false });
    await expect(
      fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: 12100, currency: 'eur', cartSessionId: sessionId }),
    ).rejects.toMatchObject({ code: 'ORDERS.ITEM_UNAVAILABLE', kind: 'conflict', message: expect.stringContaining('Brass Sconce') });
  });

  it('tells the client which provider is active', async () => {
    await expect(fx.orders.rpc.send(OrdersPatterns.paymentConfig, {})).resolves.toEqual({ provider: 'manual', paymentMethodTypes: ['manual'] });
  });

  // Last: it stops the catalogue.
  it('asks to try again when the cart could not confirm prices with catalog', async () => {
    const sessionId = newSessionId();
    await fx.shop.fill(sessionId, [[lamp4990, 1]]);
    await fx.shop.stopCatalog();
    await expect(
      fx.orders.rpc.send(OrdersPatterns.createIntent, { amount: 4990, currency: 'eur', cartSessionId: sessionId }),
    ).rejects.toMatchObject({ code: 'ORDERS.PRICES_UNVERIFIED', kind: 'unavailable' });
  });
});
