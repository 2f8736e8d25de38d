import type { BillingAddress, CountryCode, PaymentProviderName, ShippingAddress } from '@lumina/contracts';
import { BaseEntity } from '@lumina/platform';
import { Column, Entity, Index } from 'typeorm';

/** A priced line of a checkout, in the checkout's currency. */
export interface CheckoutLine {
  productId: string;
  title: string;
  sku: string;
  quantity: number;
  unitPriceMinor: number;
}

/** Mirrors migration CreateOrders1763900100000: what a payment intent was created for. */
@Entity({ name: 'checkouts' })
export class CheckoutEntity extends BaseEntity {
  @Index({ unique: true })
  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId!: string | null;

  @Column({ type: 'text' })
  provider!: PaymentProviderName;

  @Index()
  @Column({ name: 'cart_session_id', type: 'text' })
  cartSessionId!: string;

  @Column({ type: 'text' })
  country!: CountryCode;

  /** Upper case ISO 4217. */
  @Column({ type: 'text' })
  currency!: string;

  @Column({ name: 'subtotal_minor', type: 'integer' })
  subtotalMinor!: number;

  @Column({ name: 'tax_minor', type: 'integer' })
  taxMinor!: number;

  @Column({ name: 'total_minor', type: 'integer' })
  totalMinor!: number;

  /** Shipping charged, in `currency` (0: free). */
  @Column({ name: 'shipping_minor', type: 'integer', default: 0 })
  shippingMinor!: number;

  /** The destination's VAT rate stated on the order. */
  @Column({ name: 'tax_rate_percent', type: 'integer', default: 21 })
  taxRatePercent!: number;

  /** True: `taxMinor` is contained in the total (prices include VAT); false for orders priced before that. */
  @Column({ name: 'tax_included', type: 'boolean', default: false })
  taxIncluded!: boolean;

  @Column({ type: 'jsonb' })
  lines!: CheckoutLine[];

  @Column({ name: 'shipping_address', type: 'jsonb', nullable: true })
  shippingAddress!: ShippingAddress | null;

  @Column({ name: 'billing_address', type: 'jsonb', nullable: true })
  billingAddress!: BillingAddress | null;
}
