import { Injectable } from '@nestjs/common';
import type { ProductDto, ProductListDto, ProductListQuery, ProductSnapshotDto, ProductSortField } from '@lumina/contracts';
import { DataSource } from 'typeorm';
import { ProductNotFoundError } from './product.errors';
import { ProductReadModel } from './product.read-model';
import { ProductViewCounter } from './product-views.counter';

/** How many products the featured shelf holds at most; the home page shows the first 8. */
export const FEATURED_LIMIT = 24;

const SORT_COLUMNS: Record<ProductSortField, string> = {
  createdAt: 'p.created_at',
  price: 'p.price_minor',
  title: 'p.title',
  clickCount: 'p.click_count',
};

interface SnapshotRow {
  id: string;
  slug: string;
  title: string;
  sku: string;
  price_minor: number;
  currency: string;
  image_url: string | null;
  is_in_stock: boolean;
}

@Injectable()
export class ProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: ProductReadModel,
    private readonly views: ProductViewCounter,
  ) {}

  /** One product; counts the view (written in the background) and includes it in viewCount. */
  async findBySlug(slug: string): Promise<ProductDto> {
    const [product] = await this.reads.read({
      sql: 'SELECT p.id, 0 AS ord FROM products p WHERE p.slug = $1',
      params: [slug],
    });
    if (!product) throw new ProductNotFoundError(slug);
    const unwritten = this.views.record(product.id);
    return { ...product, viewCount: product.viewCount + unwritten };
  }

  featured(): Promise<ProductDto[]> {
    return this.reads.read({
      sql: 'SELECT p.id, p.featured_rank AS ord FROM products p WHERE p.is_featured ORDER BY p.featured_rank, p.id LIMIT $1',
      params: [FEATURED_LIMIT],
    });
  }

  /**
   * The listing behind `GET /api/products` (category pages, related products). Kept in this one
   * method so search can replace it with the index without touching callers.
   */
  async list(query: ProductListQuery): Promise<ProductListDto> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.category !== undefined) {
      params.push(query.category);
      conditions.push(
        `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = $${params.length})`,
      );
    }
    if (query.exclude !== undefined) {
      params.push(query.exclude);
      conditions.push(`p.id <> $${params.length}`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const direction = query.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const order = `${SORT_COLUMNS[query.sortBy]} ${direction}, p.id ${direction}`;
    const limitAt = params.length + 1;
    const [products, [{ total }]] = await Promise.all([
      this.reads.read({
        sql: `SELECT p.id, row_number() OVER (ORDER BY ${order}) AS ord FROM products p ${where}
               ORDER BY ${order} LIMIT $${limitAt} OFFSET $${limitAt + 1}`,
        params: [...params, query.limit, (query.page - 1) * query.limit],
      }),
      this.dataSource.query(`SELECT count(*)::int AS total FROM products p ${where}`, params) as Promise<
        [{ total: number }]
      >,
    ]);
    return { products, total };
  }

  /** What the cart keeps of each product; unknown ids are left out. */
  async snapshots(ids: string[]): Promise<ProductSnapshotDto[]> {
    const rows = (await this.dataSource.query(
      `SELECT p.id, p.slug, p.title, p.sku, p.price_minor, p.currency, p.is_in_stock,
              (SELECT i.url FROM product_images i WHERE i.product_id = p.id
                ORDER BY i.is_primary DESC, i.sort_order, i.id LIMIT 1) AS image_url
         FROM products p WHERE p.id = ANY($1::uuid[])`,
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
    }));
  }
}
