import type { ProductWrite } from '@lumina/contracts';

/**
 * One demo product: a product write (contracts' product-write.ts, the same model a merchant feed
 * hands catalog, written by the same bulk writer) plus what a feed never carries: the merchant it
 * is filed under, the id the writer will give it, and catalog-owned placement (view and click
 * counters, the featured shelf, a creation date spread over half a year) set after the write.
 */
export interface DemoProduct extends ProductWrite {
  /** productIdFor(merchantId, sku): what the writer stores, known beforehand for collections. */
  id: string;
  slug: string;
  merchantId: string;
  merchantName: string;
  brandSlug: string;
  viewCount: number;
  clickCount: number;
  isFeatured: boolean;
  featuredRank: number | null;
  createdAt: Date;
  /** For collections: how the product was drawn. */
  typeLabel: string;
}

export type DemoImage = DemoProduct['images'][number];
