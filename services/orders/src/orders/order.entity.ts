import type { BillingAddress, PaymentProviderName, ShippingAddress } from '@lumina/contracts';
import { BaseEntity } from '@lumina/platform';
import { Column, Entity, Index, OneToMany } from 'typeorm';
import { OrderLineEntity } from './order-line.entity';

/** Mirrors migration CreateOrders1763900100000. Exists only once paid; one per payment intent. */
@Entity({ name: 'orders' })
export class OrderEntity extends BaseEntity {
  @Index({ unique: true })
  @Column({ name: 'order_number', type: 'text' })
  orderNumber!: string;

  @Index({ unique: true })
  @Column({ name: 'payment_intent_id', type: 'text' })
  paymentIntentId!: string;

  @Column({ name: 'checkout_id', type: 'uuid' })
  checkoutId!: string;

  @Column({ type: 'text' })
  provider!: PaymentProviderName;

  @Column({ name: 'cart_session_id', type: 'text' })
  cartSessionId!: string;

  @Column({ type: 'text' })
  status!: string;

  @Column({ name: 'payment_status', type: 'text' })
  paymentStatus!: string;

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

  @Column({ type: 'text', nullable: true })
  country!: string | null;

  @Column({ name: 'shipping_address', type: 'jsonb', nullable: true })
  shippingAddress!: ShippingAddress | null;

  @Column({ name: 'billing_address', type: 'jsonb', nullable: true })
  billingAddress!: BillingAddress | null;

  /** Null until `order.paid` is known to be on the event stream (the outbox re-sends those). */
  @Column({ name: 'paid_event_sent_at', type: 'timestamptz', nullable: true })
  paidEventSentAt!: Date | null;

  @OneToMany(() => OrderLineEntity, (line) => line.order)
  lines!: OrderLineEntity[];
}
