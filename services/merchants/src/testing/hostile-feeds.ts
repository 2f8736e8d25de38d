import { Readable } from 'node:stream';
import { createDeflateRaw } from 'node:zlib';

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

/** A zip whose one file is `mebibytes` MiB of zeros, deflated lazily as it is read (a few KiB a MiB). */
export function zipBomb(mebibytes: number): { body: Readable; mebibytesMade: () => number } {
  let made = 0;
  const zeros = new Readable({
    read() {
      made += 1;
      this.push(made <= mebibytes ? Buffer.alloc(1024 * 1024) : null);
    },
  });
  const deflated = zeros.pipe(createDeflateRaw());
  async function* file() {
    yield localFile('zeros.csv', 8, Buffer.alloc(0), 0x8);
    yield* deflated;
  }
  return { body: Readable.from(file()), mebibytesMade: () => made };
}
