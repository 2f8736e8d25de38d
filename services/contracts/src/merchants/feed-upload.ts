import { z } from '../zod';
import type { FeedFormat } from './merchant.dto';

/**
 * An admin's uploaded feed file (admin products' 'Import CSV', issue 10 item 8): the BFF streams it
 * to the merchants service in chunks, each a message of its own, and queues a normal ingest run on it.
 */

/** Bytes on the wire of a fetched feed, and of an uploaded file: one default for both (env FEED_MAX_BYTES). */
export const FEED_MAX_BYTES_DEFAULT = 256 * 1024 * 1024;

/** Raw bytes per chunk message: base64 makes it about 1.4 MB, well under the transport's 4 MiB cap. */
export const FEED_UPLOAD_CHUNK_BYTES = 1024 * 1024;

export type FeedUploadPacking = 'plain' | 'gzip' | 'zip';

export interface FeedUploadType {
  /** What the file's format is read as (a zip's inner file is detected from its first bytes). */
  format: FeedFormat;
  packing: FeedUploadPacking;
}

const TEXT_ENDINGS: Record<string, FeedFormat> = {
  '.csv': 'csv',
  '.tsv': 'tsv',
  '.tab': 'tsv',
  '.txt': 'auto',
  '.xml': 'xml',
  '.rss': 'xml',
  '.json': 'json',
  '.ndjson': 'json',
  '.jsonl': 'json',
};

/** The endings the file picker offers and the BFF accepts (each text ending also gzipped). */
export const FEED_UPLOAD_ENDINGS: readonly string[] = [...Object.keys(TEXT_ENDINGS), ...Object.keys(TEXT_ENDINGS).map((ending) => `${ending}.gz`), '.zip'];

/** What a file name says about the file, or null when it is none of the feed formats the parsers read. */
export function feedUploadType(fileName: string): FeedUploadType | null {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.zip')) return { format: 'auto', packing: 'zip' };
  const gzipped = name.endsWith('.gz');
  const inner = gzipped ? name.slice(0, -3) : name;
  const known = Object.entries(TEXT_ENDINGS).find(([ending]) => inner.endsWith(ending));
  return known ? { format: known[1], packing: gzipped ? 'gzip' : 'plain' } : null;
}

export const feedUploadBeginPayload = z.object({
  merchantId: z.uuid({ message: 'must be a merchant id (UUID)' }),
  fileName: z.string().trim().min(1).max(255),
  feedFormat: z.enum(['auto', 'csv', 'tsv', 'xml', 'json']),
});
export type FeedUploadBeginPayload = z.infer<typeof feedUploadBeginPayload>;

export const feedUploadChunkPayload = z.object({
  uploadId: z.uuid(),
  /** 0, 1, 2…: a chunk is accepted only in order; one sent again (a re-delivered message) is a no-op. */
  seq: z.number().int().min(0),
  /** The chunk's bytes in base64, at most FEED_UPLOAD_CHUNK_BYTES of them. */
  data: z.base64().max(Math.ceil(FEED_UPLOAD_CHUNK_BYTES / 3) * 4),
});
export type FeedUploadChunkPayload = z.infer<typeof feedUploadChunkPayload>;

export const feedUploadIdPayload = z.object({ uploadId: z.uuid() });
export type FeedUploadIdPayload = z.infer<typeof feedUploadIdPayload>;

export interface FeedUploadDto {
  uploadId: string;
  /** Bytes received so far. */
  bytes: number;
}

/**
 * A zip entry name that would land outside the folder it was unpacked into (`..`, a rooted or
 * drive path): no honest feed has one. Nothing here uses the name as a path; such a file is
 * refused all the same, by the BFF at upload and by the merchants service when it reads a zip.
 */
export function zipEntryNameProblem(name: string): string | null {
  return /(^|[\\/])\.\.([\\/]|$)/.test(name) || /^([\\/]|[A-Za-z]:)/.test(name) ? `names its file '${name.slice(0, 100)}', a path outside the archive` : null;
}
