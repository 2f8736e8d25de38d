import { Injectable } from '@nestjs/common';
import type { AdminProductDto, AdminProductListDto, AdminProductListQuery, AdminProductUpdate } from '@lumina/contracts';
import { ValidationError } from '@lumina/platform';
import { DataSource } from 'typeorm';
import { sanitizeOptionalHtml } from '../../html/html.sanitizer';
import { SearchIndexer } from '../../search/indexing/search-indexer';
import { ProductNotFoundError } from '../product.errors';
import { ProductReadModel } from '../product.read-model';
import { ProductsService } from '../products.service';
import { adminPageSql, adminTotalSql } from './admin-products.sql';

interface AdminColumns {
  id: string;
  removed_at: Date | null;
  is_featured: boolean;
}

/**
 * The admin table's reads and the one-product edit, removal and restore (issue 9). Every write
 * commits, then drops this replica's cached product pages and queues the product for the search
 * index (the same search-index job every writer uses), so the shop and search show it within seconds.
 */
/** How long a total is reused for the same filters: counting 100,000 rows on every page costs more than the page. */
const TOTAL_REUSE_MS = 2000;

@Injectable()
export class AdminProductsService {
  private readonly totals = new Map<string, { n: number; until: number }>();

  constructor(
    private readonly db: DataSource,
    private readonly reads: ProductReadModel,
    private readonly products: ProductsService,
    private readonly indexer: SearchIndexer,
  ) {}

  async list(query: AdminProductListQuery): Promise<AdminProductListDto> {
    const [products, total] = await Promise.all([this.withAdminColumns(adminPageSql(query)), this.total(query)]);
    return { products, total };
  }

  private async total(query: AdminProductListQuery): Promise<number> {
    const { page, limit, sortBy, sortOrder, ...filters } = query; // the total ignores paging and order
    const key = JSON.stringify(filters);
    const cached = this.totals.get(key);
    if (cached && cached.until > Date.now()) return cached.n;
    const sql = adminTotalSql(query);
    const [row] = (await this.db.query(sql.sql, sql.params)) as [{ n: number }];
    if (this.totals.size > 1000) this.totals.clear();
    this.totals.set(key, { n: row.n, until: Date.now() + TOTAL_REUSE_MS });
    return row.n;
  }

  async get(id: string): Promise<AdminProductDto> {
    const [product] = await this.withAdminColumns({ sql: 'SELECT p.id, 0 AS ord FROM products p WHERE p.id = $1', params: [id] });
    if (!product) throw new ProductNotFoundError(id);
    return product;
  }

  async update(id: string, changes: AdminProductUpdate): Promise<AdminProductDto> {
    await this.db.transaction(async (tx) => {
      const found = (await tx.query('SELECT is_featured FROM products WHERE id = $1 FOR UPDATE', [id])) as Array<{ is_featured: boolean }>;
      if (found.length === 0) throw new ProductNotFoundError(id);
      if (changes.badges.length > 0) {
        const known = (await tx.query('SELECT id FROM badges WHERE id = ANY($1::uuid[])', [changes.badges])) as Array<{ id: string }>;
        const unknown = changes.badges.filter((badge) => !known.some((row) => row.id === badge));
        if (unknown.length > 0) throw new ValidationError(`badges: unknown badge ${unknown.join(', ')}`);
      }
      await tx.query(
        `UPDATE products SET title = $2, price_minor = $3, original_price_minor = $4, is_in_stock = $5,
                short_description = $6, long_description = $7, is_featured = $8,
                featured_rank = CASE WHEN NOT $8 THEN NULL WHEN is_featured THEN featured_rank
                  ELSE (SELECT coalesce(max(featured_rank), 0) + 1 FROM products WHERE is_featured) END,
                updated_at = now()
          WHERE id = $1`,
        [
          id,
          changes.title,
          Math.round(changes.price * 100),
          changes.originalPrice === null ? null : Math.round(changes.originalPrice * 100),
          changes.isInStock,
          changes.shortDescription,
          sanitizeOptionalHtml(changes.longDescription),
          changes.featured,
        ],
      );
      await tx.query('DELETE FROM product_badges WHERE product_id = $1', [id]);
      if (changes.badges.length > 0) {
        await tx.query('INSERT INTO product_badges (product_id, badge_id) SELECT $1, unnest($2::uuid[])', [id, [...new Set(changes.badges)]]);
      }
    });
    return this.afterWrite(id);
  }

  /** Soft delete: out of the shop and search, restorable from the table's Removed filter. */
  async remove(id: string): Promise<void> {
    const result = (await this.db.query('UPDATE products SET removed_at = coalesce(removed_at, now()), updated_at = now() WHERE id = $1', [id])) as [unknown, number];
    if (result[1] === 0) throw new ProductNotFoundError(id);
    await this.afterWrite(id);
  }

  async restore(id: string): Promise<AdminProductDto> {
    const result = (await this.db.query('UPDATE products SET removed_at = NULL, updated_at = now() WHERE id = $1', [id])) as [unknown, number];
    if (result[1] === 0) throw new ProductNotFoundError(id);
    return this.afterWrite(id);
  }

  private async afterWrite(id: string): Promise<AdminProductDto> {
    this.products.forgetCachedReads();
    this.totals.clear();
    await this.indexer.enqueue([id]);
    return this.get(id);
  }

  private async withAdminColumns(page: { sql: string; params: unknown[] }): Promise<AdminProductDto[]> {
    const products = await this.reads.read(page);
    if (products.length === 0) return [];
    const rows = (await this.db.query('SELECT id, removed_at, is_featured FROM products WHERE id = ANY($1::uuid[])', [
      products.map((product) => product.id),
    ])) as AdminColumns[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return products.map((product) => {
      const row = byId.get(product.id);
      return { ...product, removedAt: row?.removed_at?.toISOString() ?? null, isFeatured: row?.is_featured ?? false };
    });
  }
}
