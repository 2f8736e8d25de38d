import { Readable } from 'node:stream';
import { constants, deflateRawSync } from 'node:zlib';

/** Hostile feeds made lazily as they are read: the caps must stop them long before they are whole. */

/** A local file header (no data descriptor) with the given method and data. */
export function localFile(name: string, method: number, data: Buffer, flags = 0): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(flags, 6);
  header.writeUInt16LE(method, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

/**
 * A zip whose one file is `before`, then `mebibytes` MiB of `fill` (zeros by default): one MiB is
 * deflated once and its bytes repeated (a full flush makes each copy stand alone), so a GiB costs
 * the sender nothing. Its sizes are in a data descriptor, as streaming writers do.
 */
export function zipBomb(mebibytes: number, { before = '', fill = '\0' }: { before?: string; fill?: string } = {}): Readable {
  const flushed = { finishFlush: constants.Z_FULL_FLUSH };
  const start = deflateRawSync(Buffer.from(before), flushed);
  const mebibyte = deflateRawSync(Buffer.alloc(1024 * 1024, fill), flushed);
  async function* file() {
    yield localFile('bomb.csv', 8, Buffer.alloc(0), 0x8);
    yield start;
    for (let i = 0; i < mebibytes; i += 1) yield mebibyte;
    yield deflateRawSync(Buffer.alloc(0));
  }
  return Readable.from(file(), { objectMode: false });
}
