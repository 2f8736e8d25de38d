import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { zipEntryNameProblem } from '@lumina/contracts';
import { toFeedError } from './feed-fetcher';
import { FeedError } from './feed.errors';

const LOCAL_FILE_HEADER = 0x04034b50;
const FLAG_ENCRYPTED = 0x1;
/** Sizes come after the data (a data descriptor): the local header says 0. */
const FLAG_SIZES_AFTER = 0x8;
const STORED = 0;
const DEFLATED = 8;
const ZIP64_EXTRA = 0x0001;

/**
 * The first file of a zip, read as it streams in: no temporary file, so a feed needs no disk at
 * all whatever its size (the pod's /tmp is small, docs/adr-007). The zip's local headers are read
 * in order (directories skipped); a deflated file ends by itself, a stored one after its size.
 * The central directory at the end is never needed for the first file. Refused, with the reason:
 * encrypted files, other compression methods, and a stored file whose size is not in its header
 * (it cannot be told where it ends), and a name that points outside the archive (never used as a
 * path here, but no honest feed has one).
 */
export async function firstZipEntry(body: Readable): Promise<Readable> {
  const bytes = new StreamBytes(body);
  try {
    for (;;) {
      const header = await bytes.take(30, 'the zip file holds no file');
      if (header.readUInt32LE(0) !== LOCAL_FILE_HEADER) throw new FeedError('the zip file holds no file', true);
      const flags = header.readUInt16LE(6);
      const method = header.readUInt16LE(8);
      const name = (await bytes.take(header.readUInt16LE(26), 'the zip file is cut short')).toString('utf8');
      const extra = await bytes.take(header.readUInt16LE(28), 'the zip file is cut short');
      const size = flags & FLAG_SIZES_AFTER ? null : compressedSize(header, extra);
      if (flags & FLAG_ENCRYPTED) throw new FeedError('the zip file is encrypted', true);
      const unsafe = zipEntryNameProblem(name);
      if (unsafe) throw new FeedError(`the zip file ${unsafe}: refused`, true);
      if (name.endsWith('/')) {
        if (size === null) throw new FeedError('the zip file cannot be streamed (a directory entry without its size)', true);
        await bytes.take(size, 'the zip file is cut short');
        continue;
      }
      if (method === DEFLATED) return inflate(bytes);
      if (method !== STORED) throw new FeedError(`the zip file uses compression method ${method}: only deflate and stored are read`, true);
      if (size === null) throw new FeedError('the zip file cannot be streamed (a stored file without its size in its header): deflate it', true);
      return Readable.from(bytes.rest(size), { objectMode: false });
    }
  } catch (error) {
    bytes.close();
    throw toFeedError(error);
  }
}

function compressedSize(header: Buffer, extra: Buffer): number {
  const size = header.readUInt32LE(18);
  if (size !== 0xffffffff) return size;
  // ZIP64: the real sizes are in the extra field (uncompressed first, then compressed).
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) === ZIP64_EXTRA && at + 20 <= extra.length) return Number(extra.readBigUInt64LE(at + 12));
  }
  throw new FeedError('the zip file is broken (a ZIP64 size without its extra field)', true);
}

function inflate(bytes: StreamBytes): Readable {
  // 128 KiB out per call, as for gzip (feed-decoder.ts).
  const inflater = createInflateRaw({ chunkSize: 128 * 1024 });
  const source = Readable.from(bytes.rest(Infinity), { objectMode: false });
  source.on('error', (error) => inflater.destroy(toFeedError(error)));
  inflater.on('error', () => source.destroy());
  // A deflate stream ends by itself: what follows (descriptor, other files, directory) is not read.
  inflater.once('end', () => source.destroy());
  source.pipe(inflater);
  return inflater;
}

/** Exact byte counts taken from a stream's chunks, then the rest as it comes. */
class StreamBytes {
  private readonly chunks: AsyncIterator<Buffer>;
  private held: Buffer = Buffer.alloc(0);

  constructor(private readonly body: Readable) {
    this.chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  async take(count: number, cutShort: string): Promise<Buffer> {
    while (this.held.length < count) {
      const next = await this.chunks.next();
      if (next.done) throw new FeedError(cutShort, true);
      this.held = this.held.length === 0 ? next.value : Buffer.concat([this.held, next.value]);
    }
    const taken = this.held.subarray(0, count);
    this.held = this.held.subarray(count);
    return taken;
  }

  /** What is held, then the stream's next chunks, `limit` bytes in all. */
  async *rest(limit: number): AsyncGenerator<Buffer> {
    let left = limit;
    try {
      if (this.held.length > 0) {
        const first = this.held.subarray(0, Math.min(this.held.length, left));
        left -= first.length;
        yield first;
      }
      while (left > 0) {
        const next = await this.chunks.next();
        if (next.done) {
          if (Number.isFinite(limit)) throw new FeedError('the zip file is cut short', true);
          return;
        }
        const chunk = next.value.length > left ? next.value.subarray(0, left) : next.value;
        left -= chunk.length;
        yield chunk;
      }
    } finally {
      this.close();
    }
  }

  close(): void {
    this.body.destroy();
  }
}
