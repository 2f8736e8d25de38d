import { BadRequestException, Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import {
  FEED_UPLOAD_CHUNK_BYTES,
  FEED_UPLOAD_ENDINGS,
  feedUploadType,
  isWireError,
  MerchantsErrorCodes,
  MerchantsPatterns,
  zipEntryNameProblem,
  type FeedUploadType,
  type IngestLogDto,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';

/**
 * What @fastify/multipart adds to a request (registered in create-app.ts). Its own type augmentation
 * does not reach this package: npm keeps bff's fastify nested, out of the plugin's sight.
 */
type MultipartRequest = FastifyRequest & {
  isMultipart(): boolean;
  file(options: { limits: { fileSize: number; files: number; fields: number; fieldSize: number } }): Promise<MultipartFile | undefined>;
};

/** Room for the multipart boundaries and part headers around the file in a request's Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Admin products' 'Import CSV' (issue 10 item 8): the multipart file goes to the merchants service
 * chunk by chunk as it arrives (never the whole file in memory or in one message), then a normal
 * ingest run is queued on it. Anything refused before the run is queued leaves nothing behind.
 */
@Injectable()
export class FeedUploadRelay {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  async upload(merchantId: string, fastifyRequest: FastifyRequest): Promise<IngestLogDto> {
    const request = fastifyRequest as MultipartRequest;
    const maxBytes = this.config.FEED_MAX_BYTES;
    if (!request.isMultipart()) throw new BadRequestException('file: send the file as multipart/form-data in a field named "file"');
    if (Number(request.headers['content-length']) > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(maxBytes);
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 } });
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw new BadRequestException('file: no file was sent (a multipart field named "file")');
    }
    const type = feedUploadType(part.filename);
    if (!type) {
      part.file.resume();
      throw new BadRequestException(`file: '${part.filename}' is not a feed file; send one of ${FEED_UPLOAD_ENDINGS.join(' ')}`);
    }
    const chunks = chunksOf(part.file, FEED_UPLOAD_CHUNK_BYTES);
    const first = await chunks.next();
    if (first.done) throw new BadRequestException(`file: '${part.filename}' is empty`);
    const problem = contentProblem(type, first.value);
    if (problem) {
      part.file.resume();
      throw new BadRequestException(`file: '${part.filename}' ${problem}`);
    }

    const { uploadId } = await this.rpc
      .send(MerchantsPatterns.uploadBegin, { merchantId, fileName: part.filename, feedFormat: type.format })
      .catch((error: unknown) => {
        part.file.resume();
        throw error;
      });
    try {
      let seq = 0;
      await this.rpc.send(MerchantsPatterns.uploadChunk, { uploadId, seq: seq++, data: first.value.toString('base64') });
      for await (const chunk of chunks) await this.rpc.send(MerchantsPatterns.uploadChunk, { uploadId, seq: seq++, data: chunk.toString('base64') });
      // Busboy stops at the cap and marks the file truncated rather than failing the stream.
      if (part.file.truncated) throw tooLarge(maxBytes);
      return await this.rpc.send(MerchantsPatterns.ingestStart, { merchantId, trigger: 'upload', uploadId });
    } catch (error) {
      part.file.resume();
      // Best effort: an upload left behind is swept by the merchants service after its TTL.
      await this.rpc.send(MerchantsPatterns.uploadDiscard, { uploadId }).catch(() => undefined);
      // The merchants service checks the cap again (its FEED_MAX_BYTES may be set lower): still a 413.
      if (isWireError(error) && error.code === MerchantsErrorCodes.uploadTooLarge) throw new PayloadTooLargeException(error.message);
      throw error;
    }
  }
}

function tooLarge(maxBytes: number): PayloadTooLargeException {
  return new PayloadTooLargeException(`file: the file is over the ${maxBytes}-byte limit`);
}

/** The stream's bytes regrouped into chunks of exactly `size` (the last one shorter). */
export async function* chunksOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let length = 0;
  for await (const data of stream as AsyncIterable<Buffer>) {
    held.push(data);
    length += data.length;
    while (length >= size) {
      const all = Buffer.concat(held);
      yield all.subarray(0, size);
      held = [all.subarray(size)];
      length -= size;
    }
  }
  if (length > 0) yield Buffer.concat(held);
}

const GZIP = [0x1f, 0x8b];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/**
 * Why the file's first bytes do not fit its name, or null: a cheap look that turns away a picture
 * or a spreadsheet renamed .csv before anything is queued. Deeper problems fail the run with a reason.
 */
export function contentProblem(type: FeedUploadType, head: Buffer): string | null {
  if (type.packing === 'gzip') return startsWith(head, GZIP) ? null : 'is not gzip-compressed';
  if (type.packing === 'zip') return startsWith(head, ZIP) ? zipNameProblem(head) : 'is not a zip file';
  if (startsWith(head, GZIP) || startsWith(head, ZIP)) return 'is compressed: name it .gz or .zip';
  if (head.includes(0)) return 'is not UTF-8 text';
  const first = head.toString('utf8', 0, 256).replace(/^\uFEFF/, '').trimStart()[0];
  if (type.format === 'json' && first !== '[' && first !== '{') return 'is not JSON (it should start with [ or {)';
  if (type.format === 'xml' && first !== '<') return 'is not XML (it should start with <)';
  return null;
}

/** The first local header's file name (at byte 30, its length at 26), when the first chunk holds it. */
function zipNameProblem(head: Buffer): string | null {
  if (head.length < 30) return null;
  const end = 30 + head.readUInt16LE(26);
  return end <= head.length ? zipEntryNameProblem(head.toString('utf8', 30, end)) : null;
}
