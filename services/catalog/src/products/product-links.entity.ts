import { Entity, PrimaryColumn } from 'typeorm';

/** product_badges: which badges a product shows. */
@Entity({ name: 'product_badges' })
export class ProductBadgeEntity {
  @PrimaryColumn({ name: 'product_id', type: 'uuid' })
  productId!: string;

  @PrimaryColumn({ name: 'badge_id', type: 'uuid' })
  badgeId!: string;
}
