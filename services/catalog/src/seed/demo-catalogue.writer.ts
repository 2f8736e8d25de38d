import type { EntityManager } from 'typeorm';
import type { DemoCatalogue } from './demo-catalogue';

/**
 * Writes the demo catalogue's reference data (brands with their fixed ids, badges with their colours;
 * the categories are rows the migrations create and the admin edits), collections and guides, with one INSERT … SELECT FROM unnest(…) per table: each
 * column travels as one array parameter (no 65,535-parameter limit, no row by row). ON CONFLICT
 * DO NOTHING everywhere keeps it idempotent. Products themselves go through catalog's one product
 * writer (products/write), exactly as a merchant feed's do; `placement` then sets what no feed has.
 */
export class DemoCatalogueWriter {
  constructor(private readonly manager: EntityManager) {}

  async brands(brands: DemoCatalogue['brands']): Promise<Map<string, string>> {
    await this.manager.query(
      `INSERT INTO brands (id, slug, name) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])
       ON CONFLICT (slug) DO NOTHING`,
      [brands.map((b) => b.id), brands.map((b) => b.slug), brands.map((b) => b.name)],
    );
    return this.idsBySlug(
      'brands',
      brands.map((b) => b.slug),
    );
  }

  async badges(badges: DemoCatalogue['badges']): Promise<Map<string, string>> {
    await this.manager.query(
      `INSERT INTO badges (id, name, color) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])
       ON CONFLICT (name) DO NOTHING`,
      [badges.map((b) => b.id), badges.map((b) => b.name), badges.map((b) => b.color)],
    );
    const rows = (await this.manager.query('SELECT id, name FROM badges WHERE name = ANY($1::text[])', [
      badges.map((b) => b.name),
    ])) as Array<{ id: string; name: string }>;
    return new Map(rows.map((row) => [row.name, row.id]));
  }

  /**
   * What a feed never carries and the product writer therefore never sets: catalog-owned
   * counters, the featured shelf and creation dates spread over half a year (newest-first
   * listings mix categories, as a catalogue that grew does). Products are already written.
   */
  async placement(products: DemoCatalogue['products']): Promise<void> {
    await this.manager.query(
      `UPDATE products p
          SET view_count = t.view_count, click_count = t.click_count, is_featured = t.is_featured,
              featured_rank = t.featured_rank, created_at = t.created_at, updated_at = t.created_at
         FROM unnest($1::uuid[], $2::int[], $3::int[], $4::boolean[], $5::int[], $6::timestamptz[])
           AS t(id, view_count, click_count, is_featured, featured_rank, created_at)
        WHERE p.id = t.id`,
      [
        products.map((p) => p.id),
        products.map((p) => p.viewCount),
        products.map((p) => p.clickCount),
        products.map((p) => p.isFeatured),
        products.map((p) => p.featuredRank),
        products.map((p) => p.createdAt.toISOString()),
      ],
    );
  }

  async collections(collections: DemoCatalogue['collections']): Promise<void> {
    await this.manager.query(
      `INSERT INTO collections (id, slug, name, description, short_description, image_url, is_featured, sort_order)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::int[])
       ON CONFLICT (slug) DO NOTHING`,
      [
        collections.map((c) => c.id),
        collections.map((c) => c.slug),
        collections.map((c) => c.name),
        collections.map((c) => c.description),
        collections.map((c) => c.shortDescription),
        collections.map((c) => c.imageUrl),
        collections.map((c) => c.isFeatured),
        collections.map((c) => c.sortOrder),
      ],
    );
    const rows = collections.flatMap((c) =>
      c.productIds.map((productId, position) => ({ collectionId: c.id, productId, position })),
    );
    await this.manager.query(
      `INSERT INTO collection_products (collection_id, product_id, position)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[]) ON CONFLICT DO NOTHING`,
      [rows.map((r) => r.collectionId), rows.map((r) => r.productId), rows.map((r) => r.position)],
    );
  }

  async guides(guides: DemoCatalogue['guides']): Promise<void> {
    await this.manager.query(
      `INSERT INTO guides (id, slug, language, title, description, excerpt, content, author, reading_time, image_url, created_at, updated_at)
       SELECT *, created_at FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
         $7::text[], $8::text[], $9::int[], $10::text[], $11::timestamptz[])
         AS t(id, slug, language, title, description, excerpt, content, author, reading_time, image_url, created_at)
       ON CONFLICT (language, slug) DO NOTHING`,
      [
        guides.map((g) => g.id),
        guides.map((g) => g.slug),
        guides.map((g) => g.language),
        guides.map((g) => g.title),
        guides.map((g) => g.description),
        guides.map((g) => g.excerpt),
        guides.map((g) => g.content),
        guides.map((g) => g.author),
        guides.map((g) => g.readingTime),
        guides.map((g) => g.imageUrl),
        guides.map((g) => g.createdAt.toISOString()),
      ],
    );
  }

  async isEmpty(table: 'products' | 'guides'): Promise<boolean> {
    const [row] = (await this.manager.query(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`)) as [
      { empty: boolean },
    ];
    return row.empty;
  }

  private async idsBySlug(table: 'brands', slugs: string[]): Promise<Map<string, string>> {
    const rows = (await this.manager.query(`SELECT id, slug FROM ${table} WHERE slug = ANY($1::text[])`, [
      slugs,
    ])) as Array<{
      id: string;
      slug: string;
    }>;
    return new Map(rows.map((row) => [row.slug, row.id]));
  }
}
