import { OrdersPatterns, type PaymentIntentDto } from '@lumina/contracts';
import { startBffWithFakeServices, type BffUnderTest } from '../cart/testing/bff-test-app';

// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Node 20.19+
// loads it, Jest cannot. Nothing here downloads a static file, so a CommonJS stand-in will do.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const SESSION = 'session_1732000000000_k3j9x2m1q';
const SHIPPING = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'García',
  address1: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'ES',
  phone: '+34 600 000 000',
};

describe('checkout and payment routes', () => {
  let bff: BffUnderTest;

  beforeAll(async () => {
    bff = await startBffWithFakeServices('bff-payments');
  });
  afterAll(() => bff.close());
  beforeEach(() => bff.orders.reset());

  const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
    bff.app.inject({ method: 'POST', url, payload, headers });

  describe('POST /api/create-payment-intent', () => {
    const intent: PaymentIntentDto = {
      clientSecret: 'manual_pi_1_secret_2',
      paymentIntentId: 'manual_pi_1',
      provider: 'manual',
      paymentMethodTypes: ['manual'],
      currency: 'eur',
      subtotal: 10000,
      shipping: 0,
      taxAmount: 1736,
      amount: 10000,
      taxRatePercent: 21,
      vatDueOnDelivery: false,
    };

    it('forwards the checked body and answers 200 with the client secret', async () => {
      bff.orders.answer(OrdersPatterns.createIntent, () => intent);
      const response = await post('/api/create-payment-intent', { amount: 12100, currency: 'eur', cartSessionId: SESSION, shippingAddress: SHIPPING });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(intent);
      expect(bff.orders.calls[0]?.payload).toMatchObject({ amount: 12100, currency: 'eur', cartSessionId: SESSION, shippingAddress: SHIPPING });
    });

    it.each([
      [{ amount: 121.0, currency: 'EUR', cartSessionId: SESSION }, 'currency'],
      [{ amount: 121.5, currency: 'eur', cartSessionId: SESSION }, 'amount'],
      [{ amount: 12100, currency: 'eur', cartSessionId: SESSION, country: 'US' }, 'country'],
      [{ amount: 12100, currency: 'eur', cartSessionId: SESSION, country: 'FR', shippingAddress: SHIPPING }, 'country'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const response = await post('/api/create-payment-intent', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
      expect(bff.orders.calls).toEqual([]);
    });

    it('answers a stale amount with 409 and the service message', async () => {
      bff.orders.fail(OrdersPatterns.createIntent, { code: 'ORDERS.AMOUNT_MISMATCH', kind: 'conflict', message: 'The order total is 121.00 EUR' });
      const response = await post('/api/create-payment-intent', { amount: 100, currency: 'eur', cartSessionId: SESSION });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'ORDERS.AMOUNT_MISMATCH', message: 'The order total is 121.00 EUR' });
    });
  });

  describe('POST /api/confirm-payment', () => {
    const body = { paymentIntentId: 'pi_123', cartSessionId: SESSION, shippingAddress: SHIPPING, billingAddress: { sameAsShipping: true } };

    it('answers { success, orderNumber }', async () => {
      bff.orders.answer(OrdersPatterns.confirmPayment, () => ({ success: true, orderNumber: 'LUM-2026-000123' }));
      const response = await post('/api/confirm-payment', body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, orderNumber: 'LUM-2026-000123' });
    });

    it('answers a failure as { success: false, error } with its status', async () => {
      bff.orders.fail(OrdersPatterns.confirmPayment, {
        code: 'ORDERS.PAYMENT_NOT_SUCCEEDED',
        kind: 'conflict',
        message: 'Payment has not succeeded (status: processing)',
      });
      const response = await post('/api/confirm-payment', body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        error: 'Payment has not succeeded (status: processing)',
        statusCode: 409,
        code: 'ORDERS.PAYMENT_NOT_SUCCEEDED',
        message: 'Payment has not succeeded (status: processing)',
      });
    });

    it('answers an invalid address the same way, with a 400', async () => {
      const response = await post('/api/confirm-payment', { ...body, shippingAddress: { ...SHIPPING, email: 'nope' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: expect.stringContaining('shippingAddress.email') });
    });
  });

  describe('POST /api/webhooks/stripe', () => {
    it('hands orders the body byte for byte, with the signature', async () => {
      bff.orders.answer(OrdersPatterns.stripeWebhook, () => ({ received: true, handled: true }));
      const raw = '{\n  "id": "evt_1",  "type": "payment_intent.succeeded",\n  "data": {"object": {"description": "Lámpara  ☀"}}\n}';

      const response = await post('/api/webhooks/stripe', raw, { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': 't=1,v1=abc' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, handled: true });
      expect(bff.orders.calls[0]?.payload).toEqual({ payload: raw, signature: 't=1,v1=abc' });
    });

    it('refuses a delivery without a signature', async () => {
      const response = await post('/api/webhooks/stripe', '{"id":"evt_1"}', { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(bff.orders.calls).toEqual([]);
    });

    it('answers a bad signature with 400 so Stripe shows the failure', async () => {
      bff.orders.fail(OrdersPatterns.stripeWebhook, { code: 'ORDERS.INVALID_WEBHOOK_SIGNATURE', kind: 'validation', message: 'bad signature' });
      const response = await post('/api/webhooks/stripe', '{"id":"evt_1"}', { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' });
      expect(response.statusCode).toBe(400);
    });
  });

  it('GET /api/checkout/quote forwards the parsed query', async () => {
    bff.orders.answer(OrdersPatterns.quote, () => ({ currency: 'chf', subtotal: 1, shipping: 0, taxAmount: 0, amount: 1, taxRatePercent: 0, vatDueOnDelivery: true, itemCount: 1 }));
    const response = await bff.app.inject({ method: 'GET', url: `/api/checkout/quote?cartSessionId=${SESSION}&country=CH` });
    expect(response.statusCode).toBe(200);
    expect(bff.orders.calls[0]?.payload).toEqual({ cartSessionId: SESSION, country: 'CH' });
  });

  it('GET /api/payments/config tells the client the provider', async () => {
    bff.orders.answer(OrdersPatterns.paymentConfig, () => ({ provider: 'manual', paymentMethodTypes: ['manual'] }));
    const response = await bff.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({ provider: 'manual', paymentMethodTypes: ['manual'] });
  });

  it('POST /api/payments/manual/confirm forwards the test payment', async () => {
    bff.orders.answer(OrdersPatterns.manualConfirm, () => ({ paymentIntentId: 'manual_pi_1', status: 'succeeded' }));
    const response = await post('/api/payments/manual/confirm', { paymentIntentId: 'manual_pi_1', clientSecret: 's' });
    expect(response.statusCode).toBe(200);
    expect(bff.orders.calls[0]?.payload).toEqual({ paymentIntentId: 'manual_pi_1', clientSecret: 's', outcome: 'succeed' });
  });
});
