import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type CartDto,
  type CheckoutQuoteDto,
  type ConfirmPaymentDto,
  type PaymentIntentDto,
} from '@lumina/contracts';
import { newSessionId, SHIPPING } from '@lumina/platform/testing';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A shopper of the suite's own cart session, doing what the web app does through the BFF's public
 * routes: add to the cart, ask for the quote, open a payment, pay with the manual provider's test
 * form and confirm. Each step fails loudly when the BFF does not answer 200.
 */
export class Shopper {
  readonly sessionId = newSessionId();

  constructor(private readonly app: NestFastifyApplication) {}

  async add(productId: string, quantity = 1): Promise<CartDto> {
    return this.ok('POST', '/api/cart/add', { sessionId: this.sessionId, productId, quantity });
  }

  cart(): Promise<CartDto> {
    return this.ok('GET', `/api/cart/${this.sessionId}`);
  }

  quote(country = 'ES'): Promise<CheckoutQuoteDto> {
    return this.ok('GET', `/api/checkout/quote?cartSessionId=${this.sessionId}&country=${country}`);
  }

  /** A payment for what the cart costs now (the quote's amount). */
  async openPayment(): Promise<PaymentIntentDto> {
    const { amount, currency } = await this.quote(SHIPPING.country);
    return this.ok('POST', '/api/create-payment-intent', {
      amount,
      currency,
      cartSessionId: this.sessionId,
      shippingAddress: SHIPPING,
    });
  }

  /** The manual provider's "Complete Payment". */
  async pay(intent: PaymentIntentDto): Promise<void> {
    await this.ok('POST', '/api/payments/manual/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    });
  }

  confirm(intent: PaymentIntentDto) {
    return this.app.inject({
      method: 'POST',
      url: '/api/confirm-payment',
      payload: {
        paymentIntentId: intent.paymentIntentId,
        cartSessionId: this.sessionId,
        shippingAddress: SHIPPING,
        billingAddress: { sameAsShipping: true },
      },
    });
  }

  /** The whole checkout of a cart holding `productId`: answers the order number. */
  async placeOrder(productId: string): Promise<string> {
    await this.add(productId);
    const intent = await this.openPayment();
    await this.pay(intent);
    const confirmed = await this.confirm(intent);
    if (confirmed.statusCode !== 200)
      throw new Error(`confirm-payment answered ${confirmed.statusCode}: ${confirmed.body}`);
    return confirmed.json<ConfirmPaymentDto>().orderNumber;
  }

  private async ok<T>(method: Method, url: string, payload?: object): Promise<T> {
    const response = await this.app.inject({ method, url, payload });
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  }
}
