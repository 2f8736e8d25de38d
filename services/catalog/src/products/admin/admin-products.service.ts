import { Injectable } from '@nestjs/common';
import type { AdminProductDto, AdminProductListDto, AdminProductListQuery, AdminProductUpdate, BadgeDto } from '@lumina/contracts';
import { claimMessage, ValidationError } from '@lumina/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { sanitizeOptionalHtml } from '../../html/html.sanitizer';
import { SearchIndexer } from '../../search/indexing/search-indexer';
import { SitemapScheduler } from '../../sitemaps/sitemap-scheduler';
import { ProductNotFoundError } from '../product.errors';
import { ProductReadModel } from '../product.read-model';
import { ProductsService } from '../products.service';
import { adminOrderedIdsSql, adminPageSql, adminTotalSql, idsPageSql } from './admin-products.sql';
import { OFFER_FOLLOWS_PRODUCT_EDIT_SQL } from '../../offers/offer-write.sql';

interface AdminColumns {
  id: string;
  removed_at: Date | null;
  is_featured: boolean;
}

/**
 * How long a total or an ordered id list is reused for the same filters: counting 100,000 rows on
 * every page costs more than the page. This replica's own writes drop them at once; another
 * replica's (or an ingest's) show within this time. Rows themselves are always read fresh.
 */
const REUSE_MS = 10_000;

/** How long past REUSE_MS a kept value may still answer while its recomputation runs. */
const STALE_MAX_MS = 60_000;

interface Reused<T> {
  value: Promise<T>;
  freshUntil: number;
  settled: boolean;
  refreshing: boolean;
}

/**
 * Filters matching at most this many products are listed from their ordered ids, kept like the
 * totals. Reading such a subset in the sort's index order can walk most of the catalogue: prices
 * correlate with categories (bulbs are cheap, pendants dear), so pendants by price read every
 * cheaper product first (33,000 index entries, 166 ms). Sorting the subset once serves every page.
 */
const ORDERED_IDS_MAX = 20_000;
/** Ordered id lists kept at once (20,000 ids are about 1 MB). */
const ORDERED_IDS_ENTRIES = 20;

/**
 * The admin table's reads and the one-product edit, removal and restore (issue 9). Every write
 * commits, then drops this replica's cached product pages and queues the product for the search
 * index (the same search-index job every writer uses), so the shop and search show it within seconds.
 */
@Injectable()
export class AdminProductsService {
  /** Totals by filters, and ordered id lists by filters and order (see reuse()). */
  private readonly totals = new Map<string, Reused<number>>();
  private readonly orderedIdLists = new Map<string, Reused<string[]>>();

  constructor(
    private readonly db: DataSource,
    private readonly reads: ProductReadModel,
    private readonly products: ProductsService,
    private readonly indexer: SearchIndexer,
    private readonly sitemaps: SitemapScheduler,
  ) {}

  async list(query: AdminProductListQuery): Promise<AdminProductListDto> {
    // The total (usually reused) says how selective the filters are, which decides how to page.
    const total = await this.total(query);
    if (total > ORDERED_IDS_MAX) return { products: await this.withAdminColumns(adminPageSql(query)), total };
    const ids = await this.orderedIds(query);
    const start = (query.page - 1) * query.limit;
    return { products: await this.withAdminColumns(idsPageSql(ids.slice(start, start + query.limit))), total: ids.length };
  }

  private orderedIds(query: AdminProductListQuery): Promise<string[]> {
    const { page, limit, ...filtersAndOrder } = query; // one list serves every page
    return this.reuse(this.orderedIdLists, JSON.stringify(filtersAndOrder), ORDERED_IDS_ENTRIES, async () => {
      const sql = adminOrderedIdsSql(query);
      return ((await this.db.query(sql.sql, sql.params)) as Array<{ id: string }>).map((row) => row.id);
    });
  }

  private total(query: AdminProductListQuery): Promise<number> {
    const { page, limit, sortBy, sortOrder, ...filters } = query; // the total ignores paging and order
    return this.reuse(this.totals, JSON.stringify(filters), 1000, async () => {
      const sql = adminTotalSql(query);
      const [row] = (await this.db.query(sql.sql, sql.params)) as [{ n: number }];
      return row.n;
    });
  }

  /**
   * A value kept under `key`: fresh for REUSE_MS; after that, up to STALE_MAX_MS, it is still
   * answered while one recomputation runs in the background, so no request waits for a count or
   * an id list except the first. Concurrent callers share one computation (the promise is kept), a
   * failure is not kept, and the oldest entry goes once `max` are kept.
   */
  private reuse<T>(entries: Map<string, Reused<T>>, key: string, max: number, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = entries.get(key);
    if (kept && kept.freshUntil > now) return kept.value;
    if (kept && kept.settled && kept.freshUntil + STALE_MAX_MS > now) {
      if (!kept.refreshing) {
        kept.refreshing = true;
        const next = compute();
        next.then(
          () => entries.get(key) === kept && this.keep(entries, key, max, next),
          () => (kept.refreshing = false),
        );
      }
      return kept.value;
    }
    entries.delete(key);
    return this.keep(entries, key, max, compute()).value;
  }

  private keep<T>(entries: Map<string, Reused<T>>, key: string, max: number, value: Promise<T>): Reused<T> {
    entries.delete(key);
    if (entries.size >= max) entries.delete(entries.keys().next().value as string);
    // Spread over ±20 %, so lists made together are not all recomputed in the same second.
    const entry: Reused<T> = { value, freshUntil: Date.now() + REUSE_MS * (0.8 + Math.random() * 0.4), settled: false, refreshing: false };
    entries.set(key, entry);
    value.then(
      () => (entry.settled = true),
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry;
  }

  async get(id: string): Promise<AdminProductDto> {
    const [product] = await this.withAdminColumns({ sql: 'SELECT p.id, 0 AS ord FROM products p WHERE p.id = $1', params: [id] });
    if (!product) throw new ProductNotFoundError(id);
    return product;
  }

  /** Every badge a product can carry, for the edit form's choices. */
  badges(): Promise<BadgeDto[]> {
    return this.db.query('SELECT id, name, color FROM badges ORDER BY name, id') as Promise<BadgeDto[]>;
  }

  async update(id: string, changes: AdminProductUpdate): Promise<AdminProductDto> {
    await this.once('catalog.admin-product-update', async (tx) => {
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
      await tx.query(OFFER_FOLLOWS_PRODUCT_EDIT_SQL, [id]);
      await tx.query('DELETE FROM product_badges WHERE product_id = $1', [id]);
      if (changes.badges.length > 0) {
        await tx.query('INSERT INTO product_badges (product_id, badge_id) SELECT $1, unnest($2::uuid[])', [id, [...new Set(changes.badges)]]);
      }
    });
    return this.afterWrite(id);
  }

  /** Soft delete: out of the shop and search, restorable from the table's Removed filter. */
  async remove(id: string): Promise<void> {
    await this.once('catalog.admin-product-remove', async (tx) => {
      const result = (await tx.query('UPDATE products SET removed_at = coalesce(removed_at, now()), updated_at = now() WHERE id = $1', [id])) as [unknown, number];
      if (result[1] === 0) throw new ProductNotFoundError(id);
    });
    await this.afterWrite(id);
  }

  async restore(id: string): Promise<AdminProductDto> {
    await this.once('catalog.admin-product-restore', async (tx) => {
      const result = (await tx.query('UPDATE products SET removed_at = NULL, updated_at = now() WHERE id = $1', [id])) as [unknown, number];
      if (result[1] === 0) throw new ProductNotFoundError(id);
    });
    return this.afterWrite(id);
  }

  /**
   * An admin write applies once per delivered request: a redelivery (the replica died after its
   * commit, before its reply) must not undo a later edit by replaying an older one. It answers the
   * product as it is now.
   */
  private once(handler: string, write: (tx: EntityManager) => Promise<void>): Promise<void> {
    return this.db.transaction(async (tx) => {
      if (await claimMessage(tx, handler)) await write(tx);
    });
  }

  private async afterWrite(id: string): Promise<AdminProductDto> {
    this.products.forgetCachedReads();
    this.totals.clear();
    this.orderedIdLists.clear();
    await this.indexer.enqueue([id]);
    await this.sitemaps.catalogueChanged();
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
