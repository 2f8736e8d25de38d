import type { EntityManager } from 'typeorm';
import type { DemoCatalogue } from './demo-catalogue';

/**
 * Writes the demo catalogue with one INSERT … SELECT FROM unnest(…) per table: each column travels
 * as one array parameter, so 2,400 products are one statement (no 65,535-parameter limit, no row
 * by row). ON CONFLICT DO NOTHING everywhere keeps it idempotent.
 */
export class DemoCatalogueWriter {
  constructor(private readonly manager: EntityManager) {}

  /** Inserts the categories that are missing; returns every category id by slug (existing rows keep theirs). */
  async categories(categories: DemoCatalogue['categories']): Promise<Map<string, string>> {
    await this.manager.query(
      `INSERT INTO categories (id, slug, name, description, image_url, emoji, sort_order)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
       ON CONFLICT (slug) DO NOTHING`,
      [
        categories.map((c) => c.id),
        categories.map((c) => c.slug),
        categories.map((c) => c.name),
        categories.map((c) => c.description),
        categories.map((c) => c.imageUrl),
        categories.map((c) => c.emoji),
        categories.map((c) => c.sortOrder),
      ],
    );
    return this.idsBySlug(
      'categories',
      categories.map((c) => c.slug),
    );
  }

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

  async products(
    products: DemoCatalogue['products'],
    ids: { categories: Map<string, string>; brands: Map<string, string>; badges: Map<string, string> },
  ): Promise<void> {
    const col = <T>(pick: (p: DemoCatalogue['products'][number]) => T): T[] => products.map(pick);
    await this.manager.query(
      `INSERT INTO products (id, slug, title, sku, brand_id, category_id, merchant_id, merchant_name,
         price_minor, original_price_minor, currency, lumens, color_temperature, wattage, is_dimmable,
         ip_rating, bulb_type, finish, dimensions, materials, energy_rating, features, is_in_stock,
         is_featured, featured_rank, view_count, click_count, affiliate_url, short_description,
         long_description, created_at, updated_at)
       SELECT id, slug, title, sku, brand_id, category_id, merchant_id, merchant_name, price_minor,
         original_price_minor, currency, lumens, color_temperature, wattage, is_dimmable, ip_rating,
         bulb_type, finish, dimensions, materials, energy_rating,
         -- text[][] would flatten inside unnest, so features travel comma-joined.
         CASE WHEN features = '' THEN '{}'::text[] ELSE string_to_array(features, ',') END,
         is_in_stock, is_featured, featured_rank, view_count, click_count, affiliate_url,
         short_description, long_description, created_at, created_at
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::uuid[], $7::uuid[],
         $8::text[], $9::int[], $10::int[], $11::text[], $12::int[], $13::int[], $14::numeric[],
         $15::boolean[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[],
         $22::text[], $23::boolean[], $24::boolean[], $25::int[], $26::int[], $27::int[], $28::text[],
         $29::text[], $30::text[], $31::timestamptz[])
         AS t(id, slug, title, sku, brand_id, category_id, merchant_id, merchant_name, price_minor,
           original_price_minor, currency, lumens, color_temperature, wattage, is_dimmable, ip_rating,
           bulb_type, finish, dimensions, materials, energy_rating, features, is_in_stock, is_featured,
           featured_rank, view_count, click_count, affiliate_url, short_description, long_description,
           created_at)
       ON CONFLICT DO NOTHING`,
      [
        col((p) => p.id),
        col((p) => p.slug),
        col((p) => p.title),
        col((p) => p.sku),
        col((p) => (p.brandSlug === null ? null : (ids.brands.get(p.brandSlug) ?? null))),
        col((p) => ids.categories.get(p.categorySlug) ?? null),
        col((p) => p.merchantId),
        col((p) => p.merchantName),
        col((p) => p.priceMinor),
        col((p) => p.originalPriceMinor),
        col((p) => p.currency),
        col((p) => p.lumens),
        col((p) => p.colorTemperature),
        col((p) => p.wattage),
        col((p) => p.isDimmable),
        col((p) => p.ipRating),
        col((p) => p.bulbType),
        col((p) => p.finish),
        col((p) => p.dimensions),
        col((p) => p.materials),
        col((p) => p.energyRating),
        col((p) => p.features.join(',')),
        col((p) => p.isInStock),
        col((p) => p.isFeatured),
        col((p) => p.featuredRank),
        col((p) => p.viewCount),
        col((p) => p.clickCount),
        col((p) => p.affiliateUrl),
        col((p) => p.shortDescription),
        col((p) => p.longDescription),
        col((p) => p.createdAt.toISOString()),
      ],
    );
    const images = products.flatMap((p) => p.images.map((image) => ({ ...image, productId: p.id })));
    await this.manager.query(
      `INSERT INTO product_images (id, product_id, url, alt_text, is_primary, sort_order)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::boolean[], $6::int[])
       ON CONFLICT DO NOTHING`,
      [
        images.map((i) => i.id),
        images.map((i) => i.productId),
        images.map((i) => i.url),
        images.map((i) => i.altText),
        images.map((i) => i.isPrimary),
        images.map((i) => i.sortOrder),
      ],
    );
    const badgeLinks = products.flatMap((p) =>
      p.badgeNames.flatMap((name) => {
        const badgeId = ids.badges.get(name);
        return badgeId ? [[p.id, badgeId] as const] : [];
      }),
    );
    await this.links('product_badges', 'badge_id', badgeLinks);
    const categoryLinks = products.flatMap((p) =>
      [p.categorySlug, ...p.groupSlugs].flatMap((slug) => {
        const categoryId = ids.categories.get(slug);
        return categoryId ? [[p.id, categoryId] as const] : [];
      }),
    );
    await this.links('product_categories', 'category_id', categoryLinks);
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

  private async links(
    table: 'product_badges' | 'product_categories',
    column: 'badge_id' | 'category_id',
    pairs: ReadonlyArray<readonly [string, string]>,
  ): Promise<void> {
    await this.manager.query(
      `INSERT INTO ${table} (product_id, ${column}) SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT DO NOTHING`,
      [pairs.map(([productId]) => productId), pairs.map(([, otherId]) => otherId)],
    );
  }

  private async idsBySlug(table: 'categories' | 'brands', slugs: string[]): Promise<Map<string, string>> {
    const rows = (await this.manager.query(`SELECT id, slug FROM ${table} WHERE slug = ANY($1::text[])`, [
      slugs,
    ])) as Array<{
      id: string;
      slug: string;
    }>;
    return new Map(rows.map((row) => [row.slug, row.id]));
  }
}
