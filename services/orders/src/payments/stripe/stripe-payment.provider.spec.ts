import Stripe from 'stripe';
import { StripeStandIn, stripeEvent } from '../../testing/stripe-stand-in';
import { StripePaymentProvider } from './stripe-payment.provider';

const SECRET_KEY = 'sk_test_standin';
const WEBHOOK_SECRET = 'whsec_standin';
const METHODS = ['card', 'sepa_debit', 'ideal', 'bancontact', 'eps', 'p24'];

describe('StripePaymentProvider (real SDK against a local stand-in)', () => {
  let standIn: StripeStandIn;
  let provider: StripePaymentProvider;
  const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

  beforeAll(async () => {
    standIn = await new StripeStandIn(SECRET_KEY).start();
    provider = new StripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: 'pk_test_standin',
      paymentMethodTypes: METHODS,
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    });
  });
  afterAll(() => standIn.stop());

  const input = { amountMinor: 12100, currency: 'eur' as const, checkoutId: '6f1c3c2e-1b7d-4c38-9a55-0e0f3b1d2a11', cartSessionId: 'session_1_abc' };

  describe('createIntent', () => {
    it('sends the amount, currency, spec methods and our ids, and returns the client secret', async () => {
      const intent = await provider.createIntent(input);

      expect(intent).toEqual({
        id: expect.stringMatching(/^pi_/),
        clientSecret: expect.stringMatching(/^pi_\w+_secret_/),
        status: 'requires_payment_method',
        amountMinor: 12100,
        currency: 'eur',
        metadata: { checkoutId: input.checkoutId, cartSessionId: 'session_1_abc' },
      });
      const sent = standIn.creates().at(-1);
      expect(sent?.form.get('amount')).toBe('12100');
      expect(sent?.form.get('currency')).toBe('eur');
      expect(sent?.form.getAll('allowed_payment_method_types[0]')).toEqual(['card']);
      expect(sent?.headers['idempotency-key']).toBe(`checkout-${input.checkoutId}`);
    });

    it('asks for cards only in CHF', async () => {
      await provider.createIntent({ ...input, currency: 'chf', checkoutId: 'a6c6b2f9-2b1f-4a8e-8d0c-1f2e3d4c5b6a' });
      const sent = standIn.creates().at(-1);
      const methods = [...(sent?.form.entries() ?? [])].filter(([key]) => key.startsWith('allowed_payment_method_types')).map(([, v]) => v);
      expect(methods).toEqual(['card']);
    });

    it('makes one intent for one checkout even when the call is repeated', async () => {
      const checkoutId = 'b1b2b3b4-0000-4000-8000-000000000001';
      const first = await provider.createIntent({ ...input, checkoutId });
      const second = await provider.createIntent({ ...input, checkoutId });
      expect(second.id).toBe(first.id);
    });

    it('reports Stripe being down as unavailable', async () => {
      standIn.down = true;
      try {
        await expect(provider.createIntent({ ...input, checkoutId: 'c1c2c3c4-0000-4000-8000-000000000001' })).rejects.toMatchObject({
          code: 'ORDERS.PROVIDER_UNAVAILABLE',
          kind: 'unavailable',
        });
      } finally {
        standIn.down = false;
      }
    });
  });

  describe('retrieveIntent', () => {
    it("reads the intent's current status", async () => {
      const created = await provider.createIntent({ ...input, checkoutId: 'd1d2d3d4-0000-4000-8000-000000000001' });
      standIn.succeed(created.id);
      await expect(provider.retrieveIntent(created.id)).resolves.toMatchObject({ id: created.id, status: 'succeeded', amountMinor: 12100 });
    });

    it('answers null for an intent Stripe does not have', async () => {
      await expect(provider.retrieveIntent('pi_doesnotexist')).resolves.toBeNull();
    });
  });

  describe('verifyWebhook', () => {
    it('accepts a signed payment_intent.succeeded and hands over the intent', async () => {
      const created = await provider.createIntent({ ...input, checkoutId: 'e1e2e3e4-0000-4000-8000-000000000001' });
      const payload = stripeEvent('payment_intent.succeeded', standIn.succeed(created.id), 'evt_1');

      expect(provider.verifyWebhook(payload, sign(payload))).toEqual({
        kind: 'payment_succeeded',
        eventId: 'evt_1',
        intent: expect.objectContaining({ id: created.id, status: 'succeeded', metadata: expect.objectContaining({ checkoutId: 'e1e2e3e4-0000-4000-8000-000000000001' }) }),
      });
    });

    it('ignores event types orders does not act on', async () => {
      const created = await provider.createIntent({ ...input, checkoutId: 'f1f2f3f4-0000-4000-8000-000000000001' });
      const payload = stripeEvent('payment_intent.payment_failed', standIn.get(created.id), 'evt_2');
      expect(provider.verifyWebhook(payload, sign(payload))).toEqual({ kind: 'ignored', eventId: 'evt_2', type: 'payment_intent.payment_failed' });
    });

    it('refuses a payload signed with another secret, or altered after signing', async () => {
      const created = await provider.createIntent({ ...input, checkoutId: 'a1a2a3a4-0000-4000-8000-000000000001' });
      const payload = stripeEvent('payment_intent.succeeded', standIn.succeed(created.id));
      expect(() => provider.verifyWebhook(payload, sign(payload, 'whsec_other'))).toThrow(
        expect.objectContaining({ code: 'ORDERS.INVALID_WEBHOOK_SIGNATURE', kind: 'validation' }),
      );
      const tampered = payload.replace('"amount":12100', '"amount":1');
      expect(() => provider.verifyWebhook(tampered, sign(payload))).toThrow(expect.objectContaining({ code: 'ORDERS.INVALID_WEBHOOK_SIGNATURE' }));
    });
  });
});
