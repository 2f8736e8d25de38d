import { Inject, Injectable } from '@nestjs/common';
import {
  CartPatterns,
  DEFAULT_COUNTRY,
  vatDueOnDelivery,
  type BillingAddress,
  type BillingAddressInput,
  type CheckoutQuoteDto,
  type CheckoutQuoteInput,
  type CheckoutTotalsDto,
  type CountryCode,
  type CreatePaymentIntentInput,
  type PaymentIntentDto,
  type ShippingAddress,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { ORDERS_CONFIG } from '../orders-config.token';
import type { OrdersConfig } from '../config';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import {
  AmountMismatchError,
  CartEmptyError,
  CurrencyMismatchError,
  ItemUnavailableError,
  PricesUnverifiedError,
} from './checkout.errors';
import { priceCheckout, type PricedCheckout } from './checkout-pricing';
import { CheckoutsRepository } from './checkouts.repository';

function billingFields(address: BillingAddress): BillingAddress {
  const { firstName, lastName, company, address1, address2, city, postalCode, country, phone } = address;
  return { firstName, lastName, company, address1, address2, city, postalCode, country, phone };
}

/** `sameAsShipping` resolved to the address an order stores (the shipping address less its e-mail). */
export function resolveBilling(billing: BillingAddressInput | undefined, shipping: ShippingAddress): BillingAddress {
  return billingFields(!billing || billing.sameAsShipping ? shipping : billing);
}

function totals(priced: PricedCheckout, country: CountryCode): CheckoutTotalsDto {
  return {
    currency: priced.currency === 'CHF' ? 'chf' : 'eur',
    subtotal: priced.subtotalMinor,
    shipping: priced.shippingMinor,
    taxAmount: priced.taxMinor,
    amount: priced.totalMinor,
    taxRatePercent: priced.taxRatePercent,
    vatDueOnDelivery: vatDueOnDelivery(country),
  };
}

/** Prices the cart on the server and opens a payment for exactly that (ARCHITECTURE §9). */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly checkouts: CheckoutsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
  ) {}

  async quote({ cartSessionId, country }: CheckoutQuoteInput): Promise<CheckoutQuoteDto> {
    const priced = await this.price(cartSessionId, country);
    return { ...totals(priced, country), itemCount: priced.lines.reduce((sum, line) => sum + line.quantity, 0) };
  }

  async createIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentDto> {
    const country = input.shippingAddress?.country ?? input.country ?? DEFAULT_COUNTRY;
    const priced = await this.price(input.cartSessionId, country);
    const expected = totals(priced, country);
    if (input.currency !== expected.currency) throw new CurrencyMismatchError(expected.currency, input.currency);
    if (input.amount !== expected.amount) throw new AmountMismatchError(expected.amount, input.amount, priced.currency);

    // The checkout is written before the provider is called, so a paid intent always finds it.
    const checkout = await this.checkouts.create({
      provider: this.provider.name,
      cartSessionId: input.cartSessionId,
      country,
      priced,
      shippingAddress: input.shippingAddress ?? null,
      billingAddress: input.shippingAddress ? resolveBilling(input.billingAddress, input.shippingAddress) : null,
    });
    const intent = await this.provider.createIntent({
      amountMinor: priced.totalMinor,
      currency: expected.currency,
      checkoutId: checkout.id,
      cartSessionId: input.cartSessionId,
    });
    await this.checkouts.attachIntent(checkout.id, intent.id);
    return {
      ...expected,
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      provider: this.provider.name,
      ...(this.provider.publishableKey ? { publishableKey: this.provider.publishableKey } : {}),
      paymentMethodTypes: this.provider.paymentMethodTypes(expected.currency),
    };
  }

  /** The cart as catalog prices it now; refuses what cannot be sold. */
  private async price(cartSessionId: string, country: CountryCode): Promise<PricedCheckout> {
    const cart = await this.rpc.send(CartPatterns.checkout, { sessionId: cartSessionId });
    if (cart.lines.length === 0) throw new CartEmptyError();
    if (!cart.verified) throw new PricesUnverifiedError();
    const unavailable = cart.lines.filter((line) => !line.inStock).map((line) => line.title);
    if (unavailable.length > 0) throw new ItemUnavailableError(unavailable);
    return priceCheckout(cart.lines, country, this.config.CHF_PER_EUR);
  }
}
