import type { DataSource } from 'typeorm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The listing's brand filter as slugs, the values both search engines filter and count by. Shop
 * links send slugs; the admin's brand list and API clients send ids, which are looked up here
 * (only when there is one: a slug-only filter costs no query). An id no brand has stays as it is
 * and finds nothing, as an unknown slug does.
 */
export class BrandSlugs {
  constructor(private readonly db: DataSource) {}

  async resolve(refs: readonly string[]): Promise<string[]> {
    const ids = refs.filter((ref) => UUID.test(ref)).map((id) => id.toLowerCase());
    if (ids.length === 0) return [...refs];
    const rows = (await this.db.query('SELECT id::text AS id, slug FROM brands WHERE id = ANY($1::uuid[])', [ids])) as Array<{ id: string; slug: string }>;
    const slugById = new Map(rows.map((row) => [row.id, row.slug]));
    return [...new Set(refs.map((ref) => slugById.get(ref.toLowerCase()) ?? ref))];
  }
}
