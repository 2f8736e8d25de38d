import { Entity, PrimaryColumn } from 'typeorm';

/** product_badges: which badges a product shows. */
@Entity({ name: 'product_badges' })
export class ProductBadgeEntity {
  @PrimaryColumn({ name: 'product_id', type: 'uuid' })
  productId!: string;

  @PrimaryColumn({ name: 'badge_id', type: 'uuid' })
  badgeId!: string;
}

/**
 * product_categories: every category a product is listed under (its product type and its
 * indoor/outdoor/smart group), so one indexed lookup serves `?category=` for both kinds.
 */
@Entity({ name: 'product_categories' })
export class ProductCategoryEntity {
  @PrimaryColumn({ name: 'product_id', type: 'uuid' })
  productId!: string;

  @PrimaryColumn({ name: 'category_id', type: 'uuid' })
  categoryId!: string;
}
