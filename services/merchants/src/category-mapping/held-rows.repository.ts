import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UnmappedCategoryDto } from '@lumina/contracts';
import type { DataSource } from 'typeorm';
import type { HeldRow } from '../mapping/row-mapper';

export interface StoredHeldRow {
  sku: string;
  categoryText: string;
  product: HeldRow['product'];
}

/** The merchants' held rows (migration 1767500100000): one per merchant and SKU, the newest run's. */
@Injectable()
export class HeldRowsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Holds rows (a SKU held again keeps its first time and takes the newest row). */
  async hold(merchantId: string, rows: readonly HeldRow[]): Promise<void> {
    const withSku = rows.filter((row) => typeof row.product.sku === 'string' && row.product.sku !== '');
    if (withSku.length === 0) return;
    // The last row of a SKU wins, as the writer's does.
    const bySku = new Map(withSku.map((row) => [row.product.sku, row]));
    await this.db.query(
      `INSERT INTO held_rows (merchant_id, sku, category_text, product)
       SELECT $1, h.sku, h.category_text, h.product FROM unnest($2::text[], $3::text[], $4::jsonb[]) AS h(sku, category_text, product)
       ON CONFLICT (merchant_id, sku) DO UPDATE SET category_text = EXCLUDED.category_text, product = EXCLUDED.product`,
      [merchantId, [...bySku.keys()], [...bySku.values()].map((row) => row.categoryText), [...bySku.values()].map((row) => JSON.stringify(row.product))],
    );
  }

  /** Rows that mapped after all (a run wrote them, or a rule did) are no longer held. */
  async release(merchantId: string, skus: readonly string[]): Promise<void> {
    if (skus.length === 0) return;
    await this.db.query(`DELETE FROM held_rows WHERE merchant_id = $1 AND sku = ANY($2::text[])`, [merchantId, skus]);
  }

  async unmapped(merchantId: string): Promise<UnmappedCategoryDto[]> {
    const rows = (await this.db.query(
      `SELECT category_text, count(*)::int AS rows, min(held_at) AS since FROM held_rows WHERE merchant_id = $1
        GROUP BY category_text ORDER BY count(*) DESC, category_text`,
      [merchantId],
    )) as Array<{ category_text: string; rows: number; since: Date }>;
    return rows.map((row) => ({ categoryText: row.category_text, rows: row.rows, since: row.since.toISOString() }));
  }

  async all(merchantId: string): Promise<StoredHeldRow[]> {
    const rows = (await this.db.query(`SELECT sku, category_text, product FROM held_rows WHERE merchant_id = $1 ORDER BY sku`, [merchantId])) as Array<{
      sku: string;
      category_text: string;
      product: HeldRow['product'];
    }>;
    return rows.map((row) => ({ sku: row.sku, categoryText: row.category_text, product: row.product }));
  }

  async count(merchantId: string): Promise<number> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM held_rows WHERE merchant_id = $1`, [merchantId])) as [{ n: number }];
    return row.n;
  }
}
