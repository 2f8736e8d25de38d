import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { IntentStatus } from '../payment-provider';

/** Mirrors migration CreateOrders1763900100000: the manual provider's own intents. */
@Entity({ name: 'manual_payment_intents' })
export class ManualPaymentIntentEntity {
  /** `manual_pi_…`, shaped like Stripe's so the same validation and routes apply. */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'client_secret', type: 'text' })
  clientSecret!: string;

  @Column({ name: 'amount_minor', type: 'integer' })
  amountMinor!: number;

  /** Lower case, as Stripe reports it. */
  @Column({ type: 'text' })
  currency!: string;

  @Column({ type: 'text' })
  status!: IntentStatus;

  @Column({ type: 'jsonb', default: {} })
  metadata!: Record<string, string>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
