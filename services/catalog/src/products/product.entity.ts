import { BaseEntity } from '@lumina/platform';
import type { ProductImageDto } from '@lumina/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BrandEntity } from '../brands/brand.entity';
import { CategoryEntity } from '../categories/category.entity';

/** Mirrors migrations CreateProducts1763800001000, AddProductWriteState1765600000000, MoveImagesOntoProducts1766700000000 and MoveListingsOntoProducts1766800000000. Money is integer minor units plus an ISO currency. */
@Entity({ name: 'products' })
export class ProductEntity extends BaseEntity {
  @Index({ unique: true })
  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  sku!: string;

  @Column({ name: 'brand_id', type: 'uuid', nullable: true })
  brandId!: string | null;

  @ManyToOne(() => BrandEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'brand_id' })
  brand?: BrandEntity | null;

  /** The product's own category; its ancestors and rule matches are in listingIds too. */
  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId!: string | null;

  @ManyToOne(() => CategoryEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'category_id' })
  category?: CategoryEntity | null;

  /** Owned by the merchants service: a plain id and a copy of the name, no foreign key. */
  @Index()
  @Column({ name: 'merchant_id', type: 'uuid', nullable: true })
  merchantId!: string | null;

  @Column({ name: 'merchant_name', type: 'text', nullable: true })
  merchantName!: string | null;

  @Column({ name: 'price_minor', type: 'integer' })
  priceMinor!: number;

  @Column({ name: 'original_price_minor', type: 'integer', nullable: true })
  originalPriceMinor!: number | null;

  @Column({ type: 'text', default: 'EUR' })
  currency!: string;

  @Column({ type: 'integer', nullable: true })
  lumens!: number | null;

  @Column({ name: 'color_temperature', type: 'integer', nullable: true })
  colorTemperature!: number | null;

  /** numeric comes back from pg as a string, exactly as stored. */
  @Column({ type: 'numeric', precision: 7, scale: 2, nullable: true })
  wattage!: string | null;

  @Column({ name: 'is_dimmable', type: 'boolean', default: false })
  isDimmable!: boolean;

  @Column({ name: 'ip_rating', type: 'text', nullable: true })
  ipRating!: string | null;

  @Column({ name: 'bulb_type', type: 'text', nullable: true })
  bulbType!: string | null;

  @Column({ type: 'text', nullable: true })
  finish!: string | null;

  @Column({ type: 'text', nullable: true })
  dimensions!: string | null;

  @Column({ type: 'text', nullable: true })
  materials!: string | null;

  @Column({ name: 'energy_rating', type: 'text', nullable: true })
  energyRating!: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features!: string[];

  @Column({ name: 'is_in_stock', type: 'boolean', default: true })
  isInStock!: boolean;

  @Column({ name: 'is_featured', type: 'boolean', default: false })
  isFeatured!: boolean;

  @Column({ name: 'featured_rank', type: 'integer', nullable: true })
  featuredRank!: number | null;

  @Column({ name: 'view_count', type: 'integer', default: 0 })
  viewCount!: number;

  @Column({ name: 'click_count', type: 'integer', default: 0 })
  clickCount!: number;

  @Column({ name: 'affiliate_url', type: 'text', nullable: true })
  affiliateUrl!: string | null;

  @Column({ name: 'short_description', type: 'text', nullable: true })
  shortDescription!: string | null;

  /** Sanitised HTML: cleaned on every write, never on read. */
  @Column({ name: 'long_description', type: 'text', nullable: true })
  longDescription!: string | null;

  /** Set when an admin removes the product from the shop (soft delete, restorable). */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;

  /** GTIN-14 from the merchant's feed, when it had a valid one. */
  @Column({ type: 'text', nullable: true })
  gtin!: string | null;

  /** Hash of the written fields and the mapping version (products/write): unchanged rows are not rewritten. */
  @Column({ name: 'content_hash', type: 'text', nullable: true })
  contentHash!: string | null;

  /** Set when the merchant stopped listing the product: it is out of the shop and of search. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt!: Date | null;

  /** In display order, the primary first; written whole with the product (ADR 011). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  images!: ProductImageDto[];

  /** Every category the product is listed under: its category, that one's ancestors and rule matches (SQL category_listing_ids). */
  @Column({ name: 'listing_ids', type: 'uuid', array: true, default: () => "'{}'" })
  listingIds!: string[];
}
