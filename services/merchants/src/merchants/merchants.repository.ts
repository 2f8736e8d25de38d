import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applyOnce } from '@lumina/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { FeedAuthCipher } from '../secrets/feed-auth.cipher';
import { MERCHANT_COLUMNS, WRITABLE_COLUMNS, type FeedValidators, type MerchantRow, type MerchantWrite } from './merchant.row';

/**
 * Each write is one statement; JSON columns are sent as JSON text. Reads and writes take the
 * transaction they belong to (`tx`), or run on their own. The feed URL is sealed here on the way in
 * and opened on the way out (it often carries an access token), so no other code sees it sealed.
 */
@Injectable()
export class MerchantsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cipher: FeedAuthCipher,
  ) {}

  async list(): Promise<MerchantRow[]> {
    return this.opened(await this.db.query(`SELECT ${MERCHANT_COLUMNS} FROM merchants ORDER BY created_at DESC, id`));
  }

  async find(id: string, tx: EntityManager = this.db.manager): Promise<MerchantRow | null> {
    const rows: MerchantRow[] = await tx.query(`SELECT ${MERCHANT_COLUMNS} FROM merchants WHERE id = $1`, [id]);
    return this.opened(rows)[0] ?? null;
  }

  private opened(rows: MerchantRow[]): MerchantRow[] {
    return rows.map((row) => (row.feedUrl === null ? row : { ...row, feedUrl: this.cipher.openText(row.feedUrl) }));
  }

  /** The values as stored: JSON as text, the feed URL sealed. */
  private stored(entries: [string, unknown][]): unknown[] {
    return entries.map(([key, value]) => {
      if (key === 'mappingConfig') return JSON.stringify(value);
      if (key === 'feedUrl' && typeof value === 'string') return this.cipher.sealText(value);
      return value;
    });
  }

  async insert(values: MerchantWrite & { id?: string }, tx: EntityManager = this.db.manager): Promise<MerchantRow> {
    const entries = Object.entries(values).filter(([key, value]) => key in WRITABLE_COLUMNS && value !== undefined);
    const columns: string[] = entries.map(([key]) => WRITABLE_COLUMNS[key as keyof typeof WRITABLE_COLUMNS]);
    const params = this.stored(entries);
    if (values.id) {
      columns.push('id');
      params.push(values.id);
    }
    const placeholders = params.map((_, index) => `$${index + 1}`);
    const rows: MerchantRow[] = await tx.query(
      `INSERT INTO merchants (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING ${MERCHANT_COLUMNS}`,
      params,
    );
    return this.opened(rows)[0] as MerchantRow;
  }

  /** A changed mappingConfig bumps mapping_version (catalog rewrites each product once). */
  async update(id: string, values: MerchantWrite, tx: EntityManager = this.db.manager): Promise<MerchantRow | null> {
    const entries = Object.entries(values).filter(([key, value]) => key in WRITABLE_COLUMNS && value !== undefined);
    const sets = entries.map(([key], index) => `${WRITABLE_COLUMNS[key as keyof typeof WRITABLE_COLUMNS]} = $${index + 2}`);
    const params = this.stored(entries);
    if (values.mappingConfig !== undefined) sets.push(`mapping_version = CASE WHEN mapping_config IS DISTINCT FROM $${params.length + 2}::jsonb THEN mapping_version + 1 ELSE mapping_version END`);
    if (values.mappingConfig !== undefined) params.push(JSON.stringify(values.mappingConfig));
    sets.push('updated_at = now()');
    const rows: [MerchantRow[], number] = await tx.query(
      `UPDATE merchants SET ${sets.join(', ')} WHERE id = $1 RETURNING ${MERCHANT_COLUMNS}`,
      [id, ...params],
    );
    return this.opened(rows[0])[0] ?? null;
  }

  /** `work` in one transaction, applied once per delivered message (see applyOnce). */
  once<T>(handler: string, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => applyOnce(tx, handler, () => work(tx)));
  }

  /** After a run: a success resets the failure streak, a failure lengthens it. Answers the new streak. */
  async recordRunOutcome(
    id: string,
    outcome: { succeeded: true; itemCount: number | null; validators: FeedValidators | null } | { succeeded: false },
  ): Promise<number> {
    const rows: [{ failures: number }[], number] = outcome.succeeded
      ? await this.db.query(
          // No count (removal held): the last good run's stays the stale guard's reference.
          `UPDATE merchants SET consecutive_failures = 0, last_good_item_count = COALESCE($2::int, last_good_item_count), feed_validators = $3, updated_at = now() WHERE id = $1 RETURNING consecutive_failures AS failures`,
          [id, outcome.itemCount, outcome.validators === null ? null : JSON.stringify(outcome.validators)],
        )
      : await this.db.query(
          // A failed run may have written part of a newer file: the next one reads the feed whole.
          `UPDATE merchants SET consecutive_failures = consecutive_failures + 1, feed_validators = NULL, updated_at = now() WHERE id = $1 RETURNING consecutive_failures AS failures`,
          [id],
        );
    return rows[0][0]?.failures ?? 0;
  }

  /** The next sync reads the feed whole (a cancelled run may have written part of a newer file, an upload rewrote products). */
  async forgetFeedValidators(id: string): Promise<void> {
    await this.db.query(`UPDATE merchants SET feed_validators = NULL WHERE id = $1`, [id]);
  }

  async setPausedReason(id: string, reason: string | null, tx: EntityManager = this.db.manager): Promise<MerchantRow | null> {
    const rows: [MerchantRow[], number] = await tx.query(
      `UPDATE merchants SET sync_paused_reason = $2, consecutive_failures = CASE WHEN $2::text IS NULL THEN 0 ELSE consecutive_failures END, updated_at = now() WHERE id = $1 RETURNING ${MERCHANT_COLUMNS}`,
      [id, reason],
    );
    return this.opened(rows[0])[0] ?? null;
  }
}
