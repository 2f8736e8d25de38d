import { BaseEntity } from '@lumina/platform';
import { Column, Entity, Index } from 'typeorm';

/**
 * Mirrors migration CreateCarts1763900000000. Keeps the price and title the product had when it
 * was (last) added; reads compare them with catalog's current ones.
 */
@Entity({ name: 'cart_lines' })
@Index(['cartId', 'productId'], { unique: true })
export class CartLineEntity extends BaseEntity {
  @Column({ name: 'cart_id', type: 'uuid' })
  cartId!: string;

  @Index()
  @Column({ name: 'product_id', type: 'uuid' })
  productId!: string;

  @Column({ type: 'integer' })
  quantity!: number;

  @Column({ name: 'unit_price_minor', type: 'integer' })
  unitPriceMinor!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  sku!: string;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;
}
