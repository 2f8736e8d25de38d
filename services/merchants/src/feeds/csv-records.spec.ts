import { Readable } from 'node:stream';
import { csvRecords, type CsvRecord } from './csv-records';
import { FeedError } from './feed.errors';

/** The text as a stream of Buffers cut every `size` bytes (cuts fall inside fields and characters). */
function chunked(text: string | Buffer, size: number): Readable {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return Readable.from(chunks);
}

async function read(text: string | Buffer, delimiter = ',', size = 4096): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  for await (const record of csvRecords(chunked(text, size), delimiter)) records.push(record);
  return records;
}

const FEED = [
  '\uFEFF id ; title ;price',
  'A1;"Nova Ceiling Light; 18 W";249,90',
  '',
  'A2;"Två-armad ""Lykta""',
  'för trädgården";89,00',
  '   ',
  'A3;12" Pendant Ø40;19,90',
].join('\r\n');

describe('csvRecords', () => {
  it.each([1, 2, 3, 7, 4096])(
    'reads BOM, trimmed header, quotes, quoted line breaks and UTF-8 the same whatever the chunking (%i-byte chunks)',
    async (size) => {
      expect(await read(FEED, ';', size)).toEqual([
        { line: 2, fields: { id: 'A1', title: 'Nova Ceiling Light; 18 W', price: '249,90' } },
        { line: 4, fields: { id: 'A2', title: 'Två-armad "Lykta"\r\nför trädgården', price: '89,00' } },
        { line: 7, fields: { id: 'A3', title: '12" Pendant Ø40', price: '19,90' } },
      ]);
    },
  );

  it('keeps rows with fewer or more fields than the header', async () => {
    expect(await read('a,b,c\n1,2\n3,4,5,6\n')).toEqual([
      { line: 2, fields: { a: '1', b: '2' } },
      { line: 3, fields: { a: '3', b: '4', c: '5' } },
    ]);
  });

  it('reads a last row without a line break, and a file that is only a header', async () => {
    expect(await read('a,b\n1,2')).toEqual([{ line: 2, fields: { a: '1', b: '2' } }]);
    expect(await read('a,b')).toEqual([]);
  });

  it.each([
    ['a quoted field never closed', 'a,b\n1,2\n3,"open\n4,5\n', /quoted field unterminated \(line 3\)/],
    ['text after a closing quote', 'a,b\n1,"x"y\n', /malformed \(line 2\)/],
  ])('fails the feed, permanently, on %s', async (_name, text, reason) => {
    const failure = read(text, ',', 5);
    await expect(failure).rejects.toBeInstanceOf(FeedError);
    await expect(failure).rejects.toMatchObject({ permanent: true, message: expect.stringMatching(reason) });
  });

  it('passes on the stream’s own failure as a feed error', async () => {
    const broken = new Readable({
      read() {
        this.push(Buffer.from('a,b\n1,2\n'));
        this.destroy(new FeedError('the compressed feed is broken', true));
      },
    });
    const seen: CsvRecord[] = [];
    await expect(
      (async () => {
        for await (const record of csvRecords(broken, ',')) seen.push(record);
      })(),
    ).rejects.toMatchObject({ message: 'the compressed feed is broken' });
  });
});
