import { Client } from 'pg';
import type { GeneratedProduct } from './catalogue-generator';

/** Rows per INSERT: each column travels as one array parameter (no 65,535-parameter limit). */
const CHUNK = 5000;

/** The bench's own database, written directly: generated products go in as the seed's do, in bulk. */
export class BenchDatabase {
  private constructor(private readonly client: Client) {}

  static async open(url: string): Promise<BenchDatabase> {
    const client = new Client({ connectionString: url, application_name: 'lumina-bench-search' });
    await client.connect();
    await client.query('SET search_path TO catalog');
    return new BenchDatabase(client);
  }

  async brands(): Promise<{ id: string; name: string }[]> {
    return (
      await this.client.query<{ id: string; name: string }>('SELECT id, name FROM brands ORDER BY slug')
    ).rows;
  }

  async categoryIds(): Promise<Map<string, string>> {
    const rows = (await this.client.query<{ id: string; slug: string }>('SELECT id, slug FROM categories'))
      .rows;
    return new Map(rows.map((row) => [row.slug, row.id]));
  }

  /**
   * What autovacuum does within a minute of a bulk load on a real catalogue (statistics, visibility
   * map): measured right after the load, plans and index-only scans would be those of a table no
   * production system runs on.
   */
  async settle(): Promise<void> {
    await this.client.query('VACUUM ANALYZE products');
  }

  async productCount(): Promise<number> {
    return (await this.client.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]!.n;
  }

  async insert(products: readonly GeneratedProduct[], categories: Map<string, string>): Promise<void> {
    for (let start = 0; start < products.length; start += CHUNK) {
      const chunk = products.slice(start, start + CHUNK);
      const col = <T>(pick: (p: GeneratedProduct) => T) => chunk.map(pick);
      await this.client.query(
        `INSERT INTO products (slug, title, sku, brand_id, category_id, price_minor, currency, bulb_type, ip_rating, finish,
           features, listing_ids, is_dimmable, is_in_stock, click_count, short_description, created_at, updated_at)
         SELECT slug, title, sku, brand_id, category_id, price_minor, 'EUR', bulb_type, ip_rating, finish,
           CASE WHEN features = '' THEN '{}'::text[] ELSE string_to_array(features, ',') END,
           string_to_array(listing_ids, ',')::uuid[],
           is_dimmable, is_in_stock, click_count, short_description, created_at, created_at
         FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::uuid[], $6::int[], $7::text[], $8::text[],
           $9::text[], $10::text[], $11::text[], $12::boolean[], $13::boolean[], $14::int[], $15::text[], $16::timestamptz[])
           AS t(slug, title, sku, brand_id, category_id, price_minor, bulb_type, ip_rating, finish, features,
             listing_ids, is_dimmable, is_in_stock, click_count, short_description, created_at)`,
        [
          col((p) => p.slug),
          col((p) => p.title),
          col((p) => p.sku),
          col((p) => p.brandId),
          col((p) => categories.get(p.categorySlug) ?? null),
          col((p) => p.priceMinor),
          col((p) => p.bulbType),
          col((p) => p.ipRating),
          col((p) => p.finish),
          col((p) => p.features.join(',')),
          // The product's type and groups, as the writer lists them (products.listing_ids).
          col((p) => [p.categorySlug, ...p.groupSlugs].flatMap((slug) => categories.get(slug) ?? []).join(',')),
          col((p) => p.isDimmable),
          col((p) => p.isInStock),
          col((p) => p.clickCount),
          col((p) => p.shortDescription),
          col((p) => p.createdAt.toISOString()),
        ],
      );
    }
    await this.client.query('ANALYZE products');
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
