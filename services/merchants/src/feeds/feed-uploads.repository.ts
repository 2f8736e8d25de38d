import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FeedFormat } from '@lumina/contracts';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';

/** An upload no run was started on is swept after this long (the BFF died mid-upload, or the admin left). */
export const UPLOAD_TTL_MINUTES = 60;

export interface FeedUploadRow {
  id: string;
  merchantId: string;
  fileName: string;
  feedFormat: FeedFormat;
  byteSize: number;
  chunkCount: number;
}

export type ChunkAppend = { status: 'appended' | 'duplicate'; byteSize: number } | { status: 'missing' | 'too_large' | 'out_of_order'; byteSize?: number };

const UPLOAD_COLUMNS = `id, merchant_id AS "merchantId", file_name AS "fileName", feed_format AS "feedFormat",
  byte_size::float8 AS "byteSize", chunk_count AS "chunkCount"`;

/**
 * Uploaded feed files, kept in the merchants schema in chunks (the BFF and the workers share no
 * disk, and one message may not carry a whole file). A run reads its file back one chunk at a time.
 */
@Injectable()
export class FeedUploadsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(merchantId: string, fileName: string, feedFormat: FeedFormat): Promise<FeedUploadRow> {
    const rows: FeedUploadRow[] = await this.db.query(
      `INSERT INTO feed_uploads (merchant_id, file_name, feed_format) VALUES ($1, $2, $3) RETURNING ${UPLOAD_COLUMNS}`,
      [merchantId, fileName, feedFormat],
    );
    return rows[0] as FeedUploadRow;
  }

  async find(id: string): Promise<FeedUploadRow | null> {
    const rows: FeedUploadRow[] = await this.db.query(`SELECT ${UPLOAD_COLUMNS} FROM feed_uploads WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Appends chunk `seq` if it is the next one, the total stays within `maxBytes` and no run has
   * taken the upload yet, in one statement; the same chunk sent again (a re-delivered message)
   * changes nothing.
   */
  async append(id: string, seq: number, data: Buffer, maxBytes: number): Promise<ChunkAppend> {
    const rows: { byteSize: number }[] = await this.db.query(
      `WITH grown AS (
         UPDATE feed_uploads SET byte_size = byte_size + $3, chunk_count = chunk_count + 1
         WHERE id = $1 AND chunk_count = $2 AND byte_size + $3 <= $4
           AND NOT EXISTS (SELECT 1 FROM ingest_logs WHERE upload_id = $1)
         RETURNING byte_size)
       , stored AS (INSERT INTO feed_upload_chunks (upload_id, seq, data) SELECT $1, $2, $5 FROM grown)
       SELECT byte_size::float8 AS "byteSize" FROM grown`,
      [id, seq, data.length, maxBytes, data],
    );
    if (rows[0]) return { status: 'appended', byteSize: rows[0].byteSize };
    const upload = await this.find(id);
    if (!upload) return { status: 'missing' };
    if (seq < upload.chunkCount) return { status: 'duplicate', byteSize: upload.byteSize };
    if (seq > upload.chunkCount) return { status: 'out_of_order', byteSize: upload.byteSize };
    return upload.byteSize + data.length > maxBytes ? { status: 'too_large', byteSize: upload.byteSize } : { status: 'missing' };
  }

  async remove(id: string): Promise<boolean> {
    const rows: [unknown[], number] = await this.db.query(`DELETE FROM feed_uploads WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM ingest_logs WHERE upload_id = $1 AND status IN ('pending', 'running'))`, [id]);
    return rows[1] > 0;
  }

  /** Uploads older than the TTL that no queued or running run needs (finished runs delete theirs). */
  async sweepExpired(): Promise<number> {
    const rows: [unknown[], number] = await this.db.query(
      `DELETE FROM feed_uploads u WHERE created_at < now() - make_interval(mins => $1)
         AND NOT EXISTS (SELECT 1 FROM ingest_logs l WHERE l.upload_id = u.id AND l.status IN ('pending', 'running'))`,
      [UPLOAD_TTL_MINUTES],
    );
    return rows[1];
  }

  /** The file's bytes in order, one chunk in memory at a time. */
  read(upload: Pick<FeedUploadRow, 'id' | 'chunkCount'>): Readable {
    const db = this.db;
    return Readable.from(
      (async function* () {
        for (let seq = 0; seq < upload.chunkCount; seq += 1) {
          const rows: { data: Buffer }[] = await db.query(`SELECT data FROM feed_upload_chunks WHERE upload_id = $1 AND seq = $2`, [upload.id, seq]);
          if (!rows[0]) throw new Error(`chunk ${seq} of upload ${upload.id} is missing`);
          yield rows[0].data;
        }
      })(),
      { objectMode: false },
    );
  }
}
