import type { LanguageCode } from '@lumina/contracts';
import type { DataSource } from 'typeorm';
import { listedProduct } from '../products/listed-product';

/** One address of a sitemap: the path after the language prefix, and when its content last changed. */
export interface SitemapEntry {
  path: string;
  /** From the data; absent where nothing records it (the information pages), never made up. */
  lastmod?: Date;
}

/** The sitemap kinds, each a file series per language (`de-products-1.xml.gz`). */
export const SITEMAP_KINDS = ['pages', 'categories', 'brands', 'collections', 'guides', 'products'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Products read per query: keyset pages, so memory stays flat however large the catalogue. */
const PRODUCT_PAGE = 5_000;

const segment = (slug: string) => encodeURIComponent(slug);

/**
 * The shop's indexable pages without a row of their own (web/src/app/route-table.ts, those without
 * `indexable: false`): the home page, the listing pages and the information pages.
 */
const STATIC_PATHS = [
  '/',
  '/brands',
  '/collections',
  '/guides',
  '/deals',
  '/about',
  '/contact',
  '/installation',
  '/affiliate-disclosure',
  '/privacy',
  '/terms',
  '/cookies',
];

interface SlugRow {
  slug: string;
  lastmod: Date | null;
}

const toEntry = (prefix: string) => (row: SlugRow): SitemapEntry => ({
  path: `${prefix}${segment(row.slug)}`,
  ...(row.lastmod ? { lastmod: new Date(row.lastmod) } : {}),
});

/** Reads what each sitemap lists from the catalogue's tables: only what a shopper can open. */
export class SitemapSources {
  constructor(private readonly db: DataSource) {}

  /** The same in every language (the pages' text is translated, their addresses and data are not). */
  async shared(kind: Exclude<SitemapKind, 'guides' | 'products'>): Promise<SitemapEntry[]> {
    switch (kind) {
      case 'pages':
        return STATIC_PATHS.map((path) => ({ path }));
      case 'categories':
        // A hidden category has no page, nor has any category under it (issue 29).
        return (
          await this.rows(
            `WITH RECURSIVE shown AS (
               SELECT id, slug, updated_at FROM categories WHERE parent_id IS NULL AND visible
               UNION ALL
               SELECT c.id, c.slug, c.updated_at FROM categories c JOIN shown s ON c.parent_id = s.id WHERE c.visible)
             SELECT slug, updated_at AS lastmod FROM shown ORDER BY slug`,
          )
        ).map(toEntry('/category/'));
      case 'brands':
        return (await this.rows('SELECT slug, updated_at AS lastmod FROM brands ORDER BY slug')).map(toEntry('/brands/'));
      case 'collections':
        return (await this.rows('SELECT slug, updated_at AS lastmod FROM collections ORDER BY slug')).map(toEntry('/collections/'));
    }
  }

  /** Every guide in a language: its own translation's time, else the English one it falls back to. */
  async guides(language: LanguageCode): Promise<SitemapEntry[]> {
    const rows = await this.rows(
      `SELECT slug, COALESCE(max(updated_at) FILTER (WHERE language = $1), max(updated_at) FILTER (WHERE language = 'en')) AS lastmod
         FROM guides GROUP BY slug
       HAVING bool_or(language = $1) OR bool_or(language = 'en')
        ORDER BY slug`,
      [language],
    );
    return rows.map(toEntry('/guides/'));
  }

  /**
   * Listed products (not removed by an admin, not retired by their merchant: the ones whose page
   * answers 200), a page at a time. lastmod: the product's row or its newest offer, whichever
   * changed last (the page shows both).
   */
  async *products(): AsyncGenerator<SitemapEntry[]> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await this.db.query(
        `SELECT p.id, p.slug, GREATEST(p.updated_at, o.updated_at) AS lastmod
           FROM products p
           LEFT JOIN LATERAL (SELECT max(updated_at) AS updated_at FROM offers WHERE product_id = p.id) o ON true
          WHERE p.id > $1 AND ${listedProduct('p')}
          ORDER BY p.id LIMIT $2`,
        [after, PRODUCT_PAGE],
      )) as Array<SlugRow & { id: string }>;
      if (rows.length === 0) return;
      yield rows.map(toEntry('/product/'));
      if (rows.length < PRODUCT_PAGE) return;
      after = (rows[rows.length - 1] as { id: string }).id;
    }
  }

  private async rows(sql: string, params: unknown[] = []): Promise<SlugRow[]> {
    return (await this.db.query(sql, params)) as SlugRow[];
  }
}
