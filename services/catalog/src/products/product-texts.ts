import type { ProductImageDto } from '@lumina/contracts';

/** One merchant row of a product (its own, or one merged into it) as a source of shown text. */
export interface TextRow {
  id: string;
  title: string;
  short_description: string | null;
  long_description: string | null;
  images: ProductImageDto[];
  text_language: string;
  created_at: Date;
  pinned: boolean;
}

/** The product's rows oldest first ($1 the product): its own row is the oldest of its group. */
export const TEXT_ROWS_SQL = `
  SELECT r.id, r.title, r.short_description, r.long_description, r.images, r.text_language, r.created_at,
         r.id = p.text_pinned_id AS pinned
    FROM products p JOIN products r ON r.id = p.id OR (r.merged_into = p.id AND r.removed_at IS NULL AND r.retired_at IS NULL)
   WHERE p.id = $1
   ORDER BY r.created_at, r.id`;

/**
 * Which row's title, text and images a product shows on a page in `language` (ADR 025): the row an
 * admin pinned; else the oldest row written in the page's language; else the oldest row (the
 * product's own). It depends only on which rows exist, their feed languages and their age, never
 * on which merchant synced last or on prices, so it does not flap between syncs.
 */
export function shownText(rows: readonly TextRow[], language: string): TextRow | undefined {
  return rows.find((row) => row.pinned) ?? rows.find((row) => row.text_language === language) ?? rows[0];
}
