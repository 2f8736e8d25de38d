import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { deflateRawSync } from 'node:zlib';
import { Zip, ZipDeflate, zipSync, strToU8 } from 'fflate';
import { localFile, zipBomb } from '../testing/hostile-feeds';
import { decodeFeed } from './feed-decoder';

const CSV = 'sku,title\nA1,Lamp\n';

/** `bytes` as a stream cut every `size` bytes (cuts fall inside headers). */
const chunked = (bytes: Buffer, size: number) => Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

/** A zip as a streaming writer makes it: sizes in data descriptors after each file, not in the local headers. */
function streamedZip(files: Record<string, string>): Buffer {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, content] of Object.entries(files)) {
    const file = new ZipDeflate(name);
    zip.add(file);
    file.push(strToU8(content), true);
  }
  zip.end();
  return Buffer.concat(parts);
}

describe('decodeFeed, zip', () => {
  it.each([
    ['deflated, behind a directory', Buffer.from(zipSync({ 'feed/': new Uint8Array(0), 'feed/lamps.csv': strToU8(CSV), 'other.csv': strToU8('x') }))],
    ['stored', Buffer.from(zipSync({ 'lamps.csv': strToU8(CSV) }, { level: 0 }))],
    ['with data descriptors', streamedZip({ 'lamps.csv': CSV, 'other.csv': 'not read' })],
  ])('streams the first file of a zip %s', async (_name, zip) => {
    for (const size of [3, 65536]) expect(await text(await decodeFeed(chunked(zip, size), 1024))).toBe(CSV);
  });

  it.each([
    ['naming a path outside the archive', localFile('feeds/../../etc/lamps.csv', 8, deflateRawSync(CSV)), "the zip file names its file 'feeds/../../etc/lamps.csv', a path outside the archive: refused"],
    ['naming a rooted path', localFile('/etc/lamps.csv', 8, deflateRawSync(CSV)), expect.stringContaining('a path outside the archive')],
    ['encrypted', localFile('a.csv', 8, deflateRawSync(CSV), 0x1), 'the zip file is encrypted'],
    ['another method', localFile('a.csv', 12, Buffer.from(CSV)), 'the zip file uses compression method 12: only deflate and stored are read'],
    ['stored without its size', localFile('a.csv', 0, Buffer.from(CSV), 0x8), expect.stringContaining('a stored file without its size')],
    ['cut short', localFile('a.csv', 0, Buffer.from(CSV)).subarray(0, 40), 'the zip file is cut short'],
    ['broken deflate data', localFile('a.csv', 8, Buffer.from('not deflate at all')), expect.stringContaining('the compressed feed is broken')],
  ])('refuses a zip %s, permanently', async (_name, zip, message) => {
    await expect((async () => text(await decodeFeed(chunked(zip, 7), 1024)))()).rejects.toMatchObject({ permanent: true, message });
  });

  it('stops a zip bomb at the unpacked cap', async () => {
    const bomb = zipBomb(4096);
    let sent = 0;
    bomb.on('data', (chunk: Buffer) => (sent += chunk.length));
    await expect((async () => text(await decodeFeed(bomb, 8 * 1024 * 1024)))()).rejects.toMatchObject({
      permanent: true,
      message: 'the unpacked feed is over the 8388608-byte limit',
    });
    // 4 GiB of zeros are about 4 MiB deflated: far less of it was read.
    expect(sent).toBeLessThan(1024 * 1024);
  });
});
