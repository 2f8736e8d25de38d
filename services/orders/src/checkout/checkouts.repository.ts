import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BillingAddress, CountryCode, PaymentProviderName, ShippingAddress } from '@lumina/contracts';
import type { Repository } from 'typeorm';
import type { PricedCheckout } from './checkout-pricing';
import { CheckoutEntity } from './checkout.entity';

export interface NewCheckout {
  provider: PaymentProviderName;
  cartSessionId: string;
  country: CountryCode;
  priced: PricedCheckout;
  shippingAddress: ShippingAddress | null;
  billingAddress: BillingAddress | null;
}

@Injectable()
export class CheckoutsRepository {
  constructor(@InjectRepository(CheckoutEntity) private readonly checkouts: Repository<CheckoutEntity>) {}

  async create(input: NewCheckout): Promise<CheckoutEntity> {
    const { priced } = input;
    const row = this.checkouts.create({
      paymentIntentId: null,
      provider: input.provider,
      cartSessionId: input.cartSessionId,
      country: input.country,
      currency: priced.currency,
      subtotalMinor: priced.subtotalMinor,
      taxMinor: priced.taxMinor,
      shippingMinor: priced.shippingMinor,
      taxRatePercent: priced.taxRatePercent,
      taxIncluded: true,
      totalMinor: priced.totalMinor,
      lines: priced.lines,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress,
    });
    return this.checkouts.save(row);
  }

  async attachIntent(checkoutId: string, paymentIntentId: string): Promise<void> {
    await this.checkouts.update({ id: checkoutId }, { paymentIntentId });
  }

  findByIntent(paymentIntentId: string): Promise<CheckoutEntity | null> {
    return this.checkouts.findOneBy({ paymentIntentId });
  }

  /**
   * A paid intent whose id never reached our row (the process died between the provider's reply
   * and our update) is found through the checkout id it carries in its metadata, and linked.
   */
  async findForIntent(paymentIntentId: string, checkoutId: string | undefined): Promise<CheckoutEntity | null> {
    const linked = await this.findByIntent(paymentIntentId);
    if (linked || !checkoutId) return linked;
    await this.checkouts
      .createQueryBuilder()
      .update()
      .set({ paymentIntentId })
      .where('id = :checkoutId AND payment_intent_id IS NULL', { checkoutId })
      .execute();
    return this.findByIntent(paymentIntentId);
  }

  /**
   * Stores the addresses confirm-payment brings, scoped by the cart session that created the
   * intent: a wrong session finds nothing. Null when there is no such checkout for this cart.
   */
  async attachAddresses(
    paymentIntentId: string,
    cartSessionId: string,
    shippingAddress: ShippingAddress,
    billingAddress: BillingAddress,
  ): Promise<CheckoutEntity | null> {
    const checkout = await this.checkouts.findOneBy({ paymentIntentId, cartSessionId });
    if (!checkout) return null;
    await this.checkouts.update({ id: checkout.id }, { shippingAddress, billingAddress });
    checkout.shippingAddress = shippingAddress;
    checkout.billingAddress = billingAddress;
    return checkout;
  }
}
