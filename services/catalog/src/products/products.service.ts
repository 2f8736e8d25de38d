import { Inject, Injectable } from '@nestjs/common';
import {
  deliveryCountryFor,
  type DeliveryCountry,
  type ProductDetailDto,
  type ProductDto,
  type ProductSnapshotDto,
} from '@lumina/contracts';
import { DataSource } from 'typeorm';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import type { StoredOffer } from '../offers/offer-ranking';
import { OfferReads } from '../offers/offer.reads';
import { productForCountry } from '../offers/product-offers';
import { lightSourceSql } from './energy-label.sql';
import { ReadCache } from './product-read.cache';
import { ProductMovedError, ProductNotFoundError } from './product.errors';
import { ProductReadModel } from './product.read-model';
import { ProductViewCounter } from './product-views.counter';
import { shownText, TEXT_ROWS_SQL, type TextRow } from './product-texts';
import { listedProduct } from './listed-product';

/** How many products the featured shelf holds at most; the home page shows the first 8. */
export const FEATURED_LIMIT = 24;
/** More than the whole demo catalogue: every product page can stay warm. */
const CACHED_PRODUCTS = 5000;

/**
 * A product page as read, with the view count it had then (stored plus this replica's unwritten
 * views) and how many views this replica had recorded then: later views are added on top, so a
 * cached page still shows every view this replica counted. Its offers are kept for every country:
 * each request ranks them for its own.
 */
interface CachedProduct {
  product: ProductDto;
  offers: StoredOffer[];
  /** The merchant rows whose text the page may show (product-texts). */
  texts: TextRow[];
  viewsAtRead: number;
  recordedAtRead: number;
}

interface SnapshotRow {
  id: string;
  slug: string;
  title: string;
  sku: string;
  price_minor: number;
  currency: string;
  image_url: string | null;
  is_in_stock: boolean;
  energy_rating: string | null;
  eprel_id: string | null;
  light_source: 'light-source' | 'contains' | null;
  brand_name: string | null;
  wattage: number | null;
}

@Injectable()
export class ProductsService {
  // Product pages and the featured shelf are the hottest reads; a short TTL spares the database
  // a round trip per request (see PRODUCT_CACHE_TTL_MS).
  private readonly pages: ReadCache<CachedProduct>;
  private readonly featuredShelf: ReadCache<ProductDto[]>;
  // What the cart asks at every add and read (price, stock): the same products again and again.
  private readonly snapshotsById: ReadCache<ProductSnapshotDto>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: ProductReadModel,
    private readonly views: ProductViewCounter,
    private readonly offers: OfferReads,
    @Inject(CATALOG_CONFIG) config: Pick<CatalogConfig, 'PRODUCT_CACHE_TTL_MS'>,
  ) {
    this.pages = new ReadCache(config.PRODUCT_CACHE_TTL_MS, CACHED_PRODUCTS);
    this.featuredShelf = new ReadCache(config.PRODUCT_CACHE_TTL_MS, 1);
    this.snapshotsById = new ReadCache(config.PRODUCT_CACHE_TTL_MS, CACHED_PRODUCTS);
  }

  /**
   * One product with its offers for the buyer's country (default: English's), and the title, text
   * and images of the row the page's language picks; counts the view (written in the background)
   * and includes it in viewCount.
   */
  async findBySlug(
    slug: string,
    country: DeliveryCountry = deliveryCountryFor(undefined, 'en'),
    language = 'en',
  ): Promise<ProductDetailDto> {
    let page = this.pages.get(slug);
    if (page === undefined) {
      const [product] = await this.reads.read({
        sql: `SELECT p.id, 0 AS ord FROM products p WHERE p.slug = $1 AND ${listedProduct('p')}`,
        params: [slug],
      });
      if (!product) throw await this.notFoundOrMoved(slug);
      page = {
        product,
        offers: await this.offers.ofProduct(product.id),
        texts: (await this.dataSource.query(TEXT_ROWS_SQL, [product.id])) as TextRow[],
        viewsAtRead: product.viewCount + this.views.unwritten(product.id),
        recordedAtRead: this.views.recorded(product.id),
      };
      this.pages.set(slug, page);
    }
    const recorded = this.views.record(page.product.id);
    const text = shownText(page.texts, language);
    const shown = text === undefined ? {} : {
      title: text.title,
      shortDescription: text.short_description,
      longDescription: text.long_description,
      images: text.images,
    };
    return {
      ...productForCountry(
        { ...page.product, ...shown, viewCount: page.viewsAtRead + (recorded - page.recordedAtRead) },
        page.offers,
        country,
      ),
      textLanguage: text?.text_language ?? 'en',
    };
  }

  /** A slug of a product merged into another names the survivor (followed down a chain of merges). */
  private async notFoundOrMoved(slug: string): Promise<Error> {
    const [moved] = (await this.dataSource.query(
      `WITH RECURSIVE chain AS (
         SELECT p.merged_into AS id, 1 AS depth FROM products p WHERE p.slug = $1 AND p.merged_into IS NOT NULL
         UNION ALL
         SELECT p.merged_into, c.depth + 1 FROM chain c JOIN products p ON p.id = c.id WHERE p.merged_into IS NOT NULL AND c.depth < 10
       )
       SELECT p.slug FROM chain c JOIN products p ON p.id = c.id WHERE ${listedProduct('p')} LIMIT 1`,
      [slug],
    )) as Array<{ slug: string }>;
    return moved ? new ProductMovedError(slug, moved.slug) : new ProductNotFoundError(slug);
  }

  async featured(): Promise<ProductDto[]> {
    const cached = this.featuredShelf.get('featured');
    if (cached !== undefined) return cached;
    const products = await this.reads.read({
      sql: `SELECT p.id, p.featured_rank AS ord FROM products p WHERE p.is_featured AND ${listedProduct('p')} ORDER BY p.featured_rank, p.id LIMIT $1`,
      params: [FEATURED_LIMIT],
    });
    this.featuredShelf.set('featured', products);
    return products;
  }

  /** Drops cached product pages and the featured shelf, for writers that change products. */
  forgetCachedReads(): void {
    this.pages.clear();
    this.featuredShelf.clear();
    this.snapshotsById.clear();
  }

  /** What the cart keeps of each product, in the order asked; unknown ids are left out. */
  async snapshots(ids: string[]): Promise<ProductSnapshotDto[]> {
    const missing = ids.filter((id) => this.snapshotsById.get(id) === undefined);
    if (missing.length > 0) {
      for (const snapshot of await this.readSnapshots(missing)) this.snapshotsById.set(snapshot.id, snapshot);
    }
    return ids.flatMap((id) => this.snapshotsById.get(id) ?? []);
  }

  private async readSnapshots(ids: string[]): Promise<ProductSnapshotDto[]> {
    const rows = (await this.dataSource.query(
      `SELECT p.id, p.slug, p.title, p.sku, p.price_minor, p.currency,
              p.is_in_stock AND p.retired_at IS NULL AS is_in_stock,
              p.energy_rating, p.eprel_id, ${lightSourceSql('p', 'c')} AS light_source, b.name AS brand_name,
              p.wattage::float8 AS wattage,
              (SELECT e.image->>'url' FROM jsonb_array_elements(p.images) WITH ORDINALITY AS e(image, n)
                ORDER BY (e.image->>'isPrimary')::boolean DESC, e.n LIMIT 1) AS image_url
         FROM products p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.id = ANY($1::uuid[]) AND p.removed_at IS NULL`,
      [ids],
    )) as SnapshotRow[];
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      sku: row.sku,
      priceMinor: row.price_minor,
      currency: row.currency,
      imageUrl: row.image_url,
      isInStock: row.is_in_stock,
      energyLabel:
        row.light_source === null || row.energy_rating === null
          ? null
          : {
              energyRating: row.energy_rating,
              lightSource: row.light_source,
              eprelId: row.eprel_id,
              brand: row.brand_name === null ? null : { name: row.brand_name },
              wattage: row.wattage,
            },
    }));
  }
}
