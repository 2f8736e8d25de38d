import { BaseEntity } from '@lumina/platform';
import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import type { OrderEntity } from './order.entity';

/** Mirrors migration CreateOrders1763900100000: a snapshot of what was bought, at the price paid. */
@Entity({ name: 'order_lines' })
export class OrderLineEntity extends BaseEntity {
  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne('OrderEntity', (order: OrderEntity) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order!: OrderEntity;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ name: 'product_id', type: 'uuid' })
  productId!: string;

  @Column({ name: 'product_name', type: 'text' })
  productName!: string;

  @Column({ name: 'product_sku', type: 'text' })
  productSku!: string;

  @Column({ type: 'integer' })
  quantity!: number;

  @Column({ name: 'unit_price_minor', type: 'integer' })
  unitPriceMinor!: number;

  @Column({ name: 'total_minor', type: 'integer' })
  totalMinor!: number;
}
