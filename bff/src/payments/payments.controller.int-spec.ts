import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { minorToDecimal, type CheckoutQuoteDto, type PaymentIntentDto, type ProductSnapshotDto } from '@lumina/contracts';
import { freePort, SHIPPING, startServiceOnOwnDatabase, suitePrefix, type ServiceOnOwnDatabase } from '@lumina/platform/testing';
import { createHmac, randomUUID } from 'node:crypto';
import { startShopBff, type ShopBff } from '../testing/shop-bff';
import { Shopper } from '../cart/testing/shopper';
import { startBffApp } from '../testing/bff-app';

// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Node 20.19+
// loads it, Jest cannot. Nothing here downloads a static file, so a CommonJS stand-in will do.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('checkout and payment routes (the real orders, cart and catalog services; the manual provider)', () => {
  let bff: ShopBff;
  let lamp: ProductSnapshotDto;

  beforeAll(async () => {
    bff = await startShopBff('bff-payments', { orders: true });
    lamp = await bff.catalog.add({ title: 'Linen Pendant', priceMinor: 6050 });
  });
  afterAll(() => bff?.close());

  const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
    bff.app.inject({ method: 'POST', url, payload, headers });
  /** A shopper whose cart holds two lamps. */
  const shopperWithLamps = async () => {
    const shopper = new Shopper(bff.app);
    await shopper.add(lamp.id, 2);
    return shopper;
  };
  const checkoutsOf = (shopper: Shopper) => {
    if (!bff.orders) throw new Error('orders was not started');
    return bff.orders.database.query<{ payment_intent_id: string | null; shipping_address: { email?: string } | null }>(
      'SELECT payment_intent_id, shipping_address FROM orders.checkouts WHERE cart_session_id = $1',
      [shopper.sessionId],
    );
  };

  describe('POST /api/create-payment-intent', () => {
    it('opens a payment for what the cart costs and answers 200 with the client secret', async () => {
      const shopper = await shopperWithLamps();
      const quote = await shopper.quote('ES');
      const response = await post('/api/create-payment-intent', { amount: quote.amount, currency: 'eur', cartSessionId: shopper.sessionId, shippingAddress: SHIPPING });
      expect(response.statusCode).toBe(200);
      const intent = response.json<PaymentIntentDto>();
      expect(intent).toMatchObject({
        provider: 'manual',
        paymentMethodTypes: ['manual'],
        currency: 'eur',
        subtotal: 12100,
        amount: quote.amount,
        taxAmount: quote.taxAmount,
        taxRatePercent: 21,
        vatDueOnDelivery: false,
        paymentIntentId: expect.stringMatching(/^manual_pi_/),
        clientSecret: expect.stringContaining('_secret_'),
      });
      // The checkout orders keeps for the payment, with the address the body carried.
      expect(await checkoutsOf(shopper)).toEqual([
        { payment_intent_id: intent.paymentIntentId, shipping_address: expect.objectContaining({ email: SHIPPING.email, city: SHIPPING.city }) },
      ]);
    });

    it('replays a retry with the same Idempotency-Key: one payment is opened, the same one answered', async () => {
      const shopper = await shopperWithLamps();
      const { amount } = await shopper.quote('ES');
      const body = { amount, currency: 'eur', cartSessionId: shopper.sessionId, shippingAddress: SHIPPING };
      const key = randomUUID();
      const first = await post('/api/create-payment-intent', body, { 'idempotency-key': key });
      const retry = await post('/api/create-payment-intent', body, { 'idempotency-key': key });
      expect(first.statusCode).toBe(200);
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json<PaymentIntentDto>().paymentIntentId).toBe(first.json<PaymentIntentDto>().paymentIntentId);
      expect(await checkoutsOf(shopper)).toHaveLength(1);
    });

    it.each([
      ['an upper-case currency', { amount: 121.0, currency: 'EUR' }, 'currency'],
      ['an amount that is not whole cents', { amount: 121.5, currency: 'eur' }, 'amount'],
      ['a country not shipped to', { amount: 12100, currency: 'eur', country: 'US' }, 'country'],
      ['a country other than the address', { amount: 12100, currency: 'eur', country: 'FR', shippingAddress: SHIPPING }, 'country'],
    ])('refuses %s with a 400 naming the field, and opens no payment', async (_what, body, field) => {
      const shopper = await shopperWithLamps();
      const response = await post('/api/create-payment-intent', { ...body, cartSessionId: shopper.sessionId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
      expect(await checkoutsOf(shopper)).toEqual([]);
    });

    it('answers a stale amount with 409 and the service message, and opens no payment', async () => {
      const shopper = await shopperWithLamps();
      const { amount } = await shopper.quote('ES');
      const response = await post('/api/create-payment-intent', { amount: 100, currency: 'eur', cartSessionId: shopper.sessionId });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'ORDERS.AMOUNT_MISMATCH',
        message: expect.stringContaining(`The order total is ${minorToDecimal(amount)} EUR, not 1.00 EUR`),
      });
      expect(await checkoutsOf(shopper)).toEqual([]);
    });
  });

  describe('POST /api/confirm-payment', () => {
    it('answers { success, orderNumber } once the payment succeeded, and the order is there', async () => {
      const shopper = await shopperWithLamps();
      const intent = await shopper.openPayment();
      await shopper.pay(intent);
      const response = await shopper.confirm(intent);
      expect(response.statusCode).toBe(200);
      const { orderNumber } = response.json<{ orderNumber: string }>();
      expect(response.json()).toEqual({ success: true, orderNumber: expect.stringMatching(/^LUM-\d{4}-\d{6,}$/) });
      const order = await bff.app.inject({ method: 'GET', url: `/api/orders/${orderNumber}`, headers: { 'x-cart-session': shopper.sessionId } });
      expect(order.json()).toMatchObject({ orderNumber, paymentStatus: 'paid', totalAmount: minorToDecimal(intent.amount) });
    });

    it('answers a payment not made yet as { success: false, error } with its status', async () => {
      const shopper = await shopperWithLamps();
      const intent = await shopper.openPayment();
      const response = await shopper.confirm(intent);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        error: 'Payment has not succeeded (status: requires_payment_method)',
        statusCode: 409,
        code: 'ORDERS.PAYMENT_NOT_SUCCEEDED',
        message: 'Payment has not succeeded (status: requires_payment_method)',
        details: { status: 'requires_payment_method' },
      });
    });

    it('answers an invalid address the same way, with a 400', async () => {
      const shopper = await shopperWithLamps();
      const intent = await shopper.openPayment();
      const response = await post('/api/confirm-payment', {
        paymentIntentId: intent.paymentIntentId,
        cartSessionId: shopper.sessionId,
        shippingAddress: { ...SHIPPING, email: 'nope' },
        billingAddress: { sameAsShipping: true },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: expect.stringContaining('shippingAddress.email') });
    });
  });

  describe('GET /api/checkout/quote', () => {
    it('prices the cart for the country asked (CHF, VAT due on delivery, for Switzerland)', async () => {
      const shopper = await shopperWithLamps();
      const response = await bff.app.inject({ method: 'GET', url: `/api/checkout/quote?cartSessionId=${shopper.sessionId}&country=CH` });
      expect(response.statusCode).toBe(200);
      expect(response.json<CheckoutQuoteDto>()).toMatchObject({ currency: 'chf', taxAmount: 0, vatDueOnDelivery: true, itemCount: 2 });
    });

    it('for Spain when no country is given', async () => {
      const shopper = await shopperWithLamps();
      const response = await bff.app.inject({ method: 'GET', url: `/api/checkout/quote?cartSessionId=${shopper.sessionId}` });
      expect(response.statusCode).toBe(200);
      expect(response.json<CheckoutQuoteDto>()).toMatchObject({ currency: 'eur', subtotal: 12100, taxRatePercent: 21, vatDueOnDelivery: false, itemCount: 2 });
    });

    it('answers an empty cart with 400 ORDERS.CART_EMPTY', async () => {
      const response = await bff.app.inject({ method: 'GET', url: `/api/checkout/quote?cartSessionId=${new Shopper(bff.app).sessionId}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ORDERS.CART_EMPTY' });
    });
  });

  it('GET /api/payments/config tells the client the provider', async () => {
    const response = await bff.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'manual', paymentMethodTypes: ['manual'] });
  });

  describe('POST /api/payments/manual/confirm', () => {
    it('completes the test payment (succeed by default): confirm-payment then makes the order', async () => {
      const shopper = await shopperWithLamps();
      const intent = await shopper.openPayment();
      const response = await post('/api/payments/manual/confirm', { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'succeeded' });
      expect((await shopper.confirm(intent)).json()).toMatchObject({ success: true });
    });

    it('answers a wrong client secret with 404 ORDERS.PAYMENT_NOT_FOUND, and nothing is paid', async () => {
      const shopper = await shopperWithLamps();
      const intent = await shopper.openPayment();
      const response = await post('/api/payments/manual/confirm', { paymentIntentId: intent.paymentIntentId, clientSecret: 'not-the-secret' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORDERS.PAYMENT_NOT_FOUND' });
      expect((await shopper.confirm(intent)).statusCode).toBe(409);
    });
  });
});

/**
 * The webhook needs orders on the Stripe provider (the manual one has no webhook): a second BFF and
 * orders on a prefix of their own. Verifying a signature is local to orders, so nothing reaches
 * Stripe; the API host points at a loopback port nobody listens on, should anything try.
 */
describe('POST /api/webhooks/stripe (the real orders service on the Stripe provider)', () => {
  const WEBHOOK_SECRET = 'whsec_bff_suite_webhook_secret';
  let orders: ServiceOnOwnDatabase | undefined;
  let app: NestFastifyApplication | undefined;

  beforeAll(async () => {
    const prefix = suitePrefix('bff-stripe-webhook');
    orders = await startServiceOnOwnDatabase('orders', prefix, {
      SEED_DEMO: 'false',
      STRIPE_SECRET_KEY: 'sk_test_bff_suite',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(await freePort()),
      STRIPE_API_PROTOCOL: 'http',
    });
    app = await startBffApp(prefix);
  });
  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      await orders?.close();
    }
  });

  /** Stripe's signature scheme: t=<unix time>,v1=<HMAC-SHA256 of "t.body" with the endpoint secret>. */
  const sign = (body: string, secret = WEBHOOK_SECRET) => {
    const t = Math.floor(Date.now() / 1000);
    return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex')}`;
  };
  const deliver = (body: string, headers: Record<string, string>) => {
    if (!app) throw new Error('the BFF did not start');
    return app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: body, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
  };
  // Odd spacing and non-ASCII text: any re-serialisation on the way would change the signed bytes.
  const raw =
    '{\n  "id": "evt_bff_1",  "object": "event", "type": "payment_intent.succeeded",\n' +
    '  "data": {"object": {"id": "pi_not_ours", "object": "payment_intent", "amount": 12100, "currency": "eur",' +
    ' "status": "succeeded", "metadata": {}, "description": "Lámpara  ☀"}}\n}';

  it('hands orders the body byte for byte with the signature: a signed delivery verifies and is acknowledged', async () => {
    const response = await deliver(raw, { 'stripe-signature': sign(raw) });
    expect(response.statusCode).toBe(200);
    // Verified, and no checkout of ours has that intent: acknowledged so Stripe stops retrying.
    expect(response.json()).toEqual({ received: true, handled: false });
  });

  it('answers a signature that does not cover the bytes with 400 so Stripe shows the failure', async () => {
    const reserialised = JSON.stringify(JSON.parse(raw));
    const response = await deliver(reserialised, { 'stripe-signature': sign(raw) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ORDERS.INVALID_WEBHOOK_SIGNATURE' });
    const forged = await deliver(raw, { 'stripe-signature': sign(raw, 'whsec_someone_else') });
    expect(forged.statusCode).toBe(400);
  });

  it('refuses a delivery without a signature', async () => {
    const response = await deliver('{"id":"evt_1"}', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('Stripe-Signature') });
  });
});
