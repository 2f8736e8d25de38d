import type { ConfirmPaymentDto, PaymentIntentDto } from '@lumina/contracts';
import { LatencyRecorder, type LatencySummary } from '../lib/latency';

const SHIPPING = {
  email: 'bench@example.com',
  firstName: 'Bench',
  lastName: 'Shopper',
  address1: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'ES',
  phone: '+34 600 000 000',
};

export interface CheckoutResult {
  orders: number;
  failures: number;
  firstFailure?: string;
  perSecond: number;
  /** create-intent → test payment → confirm-payment (the cart is filled before the clock starts). */
  path: LatencySummary;
  orderNumbers: Set<string>;
  sessions: string[];
}

async function call<T>(baseUrl: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/**
 * Shoppers checking out at a fixed concurrency: each fills a new cart, then opens a payment
 * (server-priced), pays with the manual provider and confirms; orders per second over the run.
 */
export async function runCheckouts(options: {
  baseUrl: string;
  productIds: string[];
  concurrency: number;
  durationMs: number;
  newSession: () => string;
}): Promise<CheckoutResult> {
  const { baseUrl, productIds } = options;
  const path = new LatencyRecorder();
  const orderNumbers = new Set<string>();
  const sessions: string[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const deadline = started + options.durationMs;

  async function shopper(index: number): Promise<void> {
    for (let round = 0; performance.now() < deadline; round += 1) {
      const sessionId = options.newSession();
      try {
        for (const productId of [productIds[(index + round) % productIds.length], productIds[(index + round + 1) % productIds.length]]) {
          await call(baseUrl, 'POST', '/api/cart/add', { sessionId, productId, quantity: 1 });
        }
        const quote = await call<{ amount: number }>(baseUrl, 'GET', `/api/checkout/quote?cartSessionId=${sessionId}&country=ES`);
        const stop = path.start();
        const intent = await call<PaymentIntentDto>(baseUrl, 'POST', '/api/create-payment-intent', { amount: quote.amount, currency: 'eur', cartSessionId: sessionId, shippingAddress: SHIPPING });
        await call(baseUrl, 'POST', '/api/payments/manual/confirm', { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret });
        const confirmed = await call<ConfirmPaymentDto>(baseUrl, 'POST', '/api/confirm-payment', {
          paymentIntentId: intent.paymentIntentId,
          cartSessionId: sessionId,
          shippingAddress: SHIPPING,
          billingAddress: { sameAsShipping: true },
        });
        stop();
        orderNumbers.add(confirmed.orderNumber);
        sessions.push(sessionId);
      } catch (error) {
        failures += 1;
        firstFailure ??= (error as Error).message;
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => shopper(i)));
  const elapsedMs = performance.now() - started;
  const summary = path.summary();
  return { orders: summary.count, failures, firstFailure, perSecond: (summary.count / elapsedMs) * 1000, path: summary, orderNumbers, sessions };
}
