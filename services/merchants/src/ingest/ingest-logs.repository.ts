import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IngestLogDto, IngestRejectedRow } from '@lumina/contracts';
import type { DataSource } from 'typeorm';

const LOG_COLUMNS = `
  id, merchant_id AS "merchantId", status, trigger, products_processed AS "productsProcessed",
  products_added AS "productsAdded", products_updated AS "productsUpdated", products_unchanged AS "productsUnchanged",
  products_rejected AS "productsRejected", products_retired AS "productsRetired", rejected_rows AS "rejectedRows",
  message, started_at AS "startedAt", completed_at AS "completedAt"`;

interface LogRow extends Omit<IngestLogDto, 'startedAt' | 'completedAt'> {
  startedAt: Date;
  completedAt: Date | null;
}

const toDto = (row: LogRow): IngestLogDto => ({
  ...row,
  startedAt: new Date(row.startedAt).toISOString(),
  completedAt: row.completedAt ? new Date(row.completedAt).toISOString() : null,
});

export interface RunProgress {
  processed: number;
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejectedRows: IngestRejectedRow[];
}

/** Which logs a list answers (the contract's ingest logs query, parsed). */
export interface LogsQuery {
  merchantId?: string;
  limit: number;
  latestPerMerchant: boolean;
}

/** Ingest logs. One queued or running log per merchant is enforced by a partial unique index. */
@Injectable()
export class IngestLogsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new pending log (of an uploaded file, or the feed URL), or null when the merchant already has one queued or running. */
  async createPending(merchantId: string, trigger: string, uploadId: string | null = null): Promise<IngestLogDto | null> {
    const rows: LogRow[] = await this.db.query(
      `INSERT INTO ingest_logs (merchant_id, trigger, upload_id) VALUES ($1, $2, $3) ON CONFLICT (merchant_id) WHERE status IN ('pending', 'running') DO NOTHING RETURNING ${LOG_COLUMNS}`,
      [merchantId, trigger, uploadId],
    );
    return rows[0] ? toDto(rows[0]) : null;
  }

  async active(merchantId: string): Promise<IngestLogDto | null> {
    const rows: LogRow[] = await this.db.query(
      `SELECT ${LOG_COLUMNS} FROM ingest_logs WHERE merchant_id = $1 AND status IN ('pending', 'running')`,
      [merchantId],
    );
    return rows[0] ? toDto(rows[0]) : null;
  }

  /** A log with what only the run needs: whether an admin asked to cancel, and the uploaded file it reads (or null: the feed URL). */
  async find(id: string): Promise<(IngestLogDto & { cancelRequested: boolean; uploadId: string | null }) | null> {
    const rows: (LogRow & { cancelRequested: boolean; uploadId: string | null })[] = await this.db.query(
      `SELECT ${LOG_COLUMNS}, cancel_requested AS "cancelRequested", upload_id AS "uploadId" FROM ingest_logs WHERE id = $1`,
      [id],
    );
    if (!rows[0]) return null;
    const { cancelRequested, uploadId, ...log } = rows[0];
    return { ...toDto(log), cancelRequested, uploadId };
  }

  /** Newest first; `latestPerMerchant`: each merchant's newest log only (DISTINCT ON, by its index). */
  async list({ merchantId, limit, latestPerMerchant }: LogsQuery): Promise<IngestLogDto[]> {
    const logs = latestPerMerchant
      ? `(SELECT DISTINCT ON (merchant_id) * FROM ingest_logs ORDER BY merchant_id, started_at DESC, id DESC) AS latest`
      : 'ingest_logs';
    const rows: LogRow[] = await this.db.query(
      `SELECT ${LOG_COLUMNS} FROM ${logs} WHERE ($1::uuid IS NULL OR merchant_id = $1) ORDER BY started_at DESC, id DESC LIMIT $2`,
      [merchantId ?? null, limit],
    );
    return rows.map(toDto);
  }

  /** The run (re)starts: counts kept from an earlier attempt are its checkpoint. */
  async markRunning(id: string): Promise<void> {
    await this.db.query(`UPDATE ingest_logs SET status = 'running', updated_at = now() WHERE id = $1 AND status IN ('pending', 'running')`, [id]);
  }

  async saveProgress(id: string, progress: RunProgress): Promise<void> {
    await this.db.query(
      `UPDATE ingest_logs SET products_processed = $2, products_added = $3, products_updated = $4, products_unchanged = $5,
         products_rejected = $6, rejected_rows = $7::jsonb, updated_at = now() WHERE id = $1`,
      [id, progress.processed, progress.added, progress.updated, progress.unchanged, progress.rejected, JSON.stringify(progress.rejectedRows)],
    );
  }

  /** Ends the run; an uploaded file it read is deleted in the same statement, whichever way the run ended. */
  /**
   * `allUnchanged`: the run read nothing (the feed server said the file is unchanged) and counts that
   * many products unchanged, in the same statement that ends it: a run restarted before would
   * otherwise resume after a checkpoint it never read up to.
   */
  async finish(
    id: string,
    status: 'completed' | 'failed' | 'cancelled',
    fields: { message?: string | null; retired?: number; allUnchanged?: number } = {},
  ): Promise<IngestLogDto | null> {
    const rows: (LogRow & { uploadId: string | null })[] = await this.db.query(
      `WITH done AS (
         UPDATE ingest_logs SET status = $2, message = COALESCE($3, message), products_retired = COALESCE($4, products_retired),
           products_processed = COALESCE($5, products_processed), products_unchanged = COALESCE($5, products_unchanged),
           completed_at = now(), updated_at = now() WHERE id = $1 AND status IN ('pending', 'running') RETURNING ${LOG_COLUMNS}, upload_id AS "uploadId")
       , uploaded AS (DELETE FROM feed_uploads WHERE id IN (SELECT "uploadId" FROM done))
       SELECT * FROM done`,
      [id, status, fields.message ?? null, fields.retired ?? null, fields.allUnchanged ?? null],
    );
    if (!rows[0]) return null;
    const { uploadId: _deleted, ...log } = rows[0];
    return toDto(log);
  }

  async setMessage(id: string, message: string): Promise<void> {
    await this.db.query(`UPDATE ingest_logs SET message = $2, updated_at = now() WHERE id = $1`, [id, message]);
  }

  async requestCancel(id: string): Promise<void> {
    await this.db.query(`UPDATE ingest_logs SET cancel_requested = true, updated_at = now() WHERE id = $1`, [id]);
  }
}
