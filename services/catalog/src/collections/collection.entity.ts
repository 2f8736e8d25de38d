import { BaseEntity } from '@lumina/platform';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'collections' })
export class CollectionEntity extends BaseEntity {
  @Index({ unique: true })
  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'short_description', type: 'text', nullable: true })
  shortDescription!: string | null;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ name: 'is_featured', type: 'boolean', default: false })
  isFeatured!: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;
}

/** collection_products: a collection's products in curated order. */
@Entity({ name: 'collection_products' })
export class CollectionProductEntity {
  @PrimaryColumn({ name: 'collection_id', type: 'uuid' })
  collectionId!: string;

  @PrimaryColumn({ name: 'product_id', type: 'uuid' })
  productId!: string;

  @Column({ type: 'integer', default: 0 })
  position!: number;
}
