import { Readable } from 'node:stream';
import { csvRecords, type CsvRecord } from './csv-records';
import { FeedError } from './feed.errors';
import type { RecordLimits } from './record-limits';

/** The text as a stream of Buffers cut every `size` bytes (cuts fall inside fields and characters). */
function chunked(text: string | Buffer, size: number): Readable {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return Readable.from(chunks);
}

async function read(text: string | Buffer, delimiter = ',', size = 4096, limits?: RecordLimits): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  for await (const record of csvRecords(chunked(text, size), delimiter, limits)) records.push(record);
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

  describe('limits per field and per row', () => {
    const limits: RecordLimits = { maxFieldBytes: 16, maxRecordBytes: 64 };
    const big = 'x'.repeat(200);

    it.each([1, 7, 30, 4096])('rejects a row with a field over the limit and reads on (%i-byte chunks)', async (size) => {
      expect(await read(`sku,title\nA1,Lamp\nA2,${'y'.repeat(17)}\nA3,Ø Lamp\n`, ',', size, limits)).toEqual([
        { line: 2, fields: { sku: 'A1', title: 'Lamp' } },
        { line: 3, fields: {}, rejected: { field: 'title', reason: 'the field is over the 16-byte limit (FEED_MAX_FIELD_BYTES)' } },
        { line: 4, fields: { sku: 'A3', title: 'Ø Lamp' } },
      ]);
    });

    it.each([1, 7, 30, 4096])(
      'steps over a row over the limit, quoted line breaks and all, and counts the lines after it (%i-byte chunks)',
      async (size) => {
        const text = `sku,title\r\nA1,Lamp\r\nA2,"${big}\r\n""${big}"" , ${big}\r\n${big}" ,x\r\nA3,Sofa\r\nA4,${big}\r\n`;
        expect(await read(text, ',', size, limits)).toEqual([
          { line: 2, fields: { sku: 'A1', title: 'Lamp' } },
          { line: 3, fields: {}, rejected: { field: 'row', reason: 'the item is over the 64-byte limit (FEED_MAX_RECORD_BYTES): skipped' } },
          { line: 6, fields: { sku: 'A3', title: 'Sofa' } },
          { line: 7, fields: {}, rejected: { field: 'row', reason: 'the item is over the 64-byte limit (FEED_MAX_RECORD_BYTES): skipped' } },
        ]);
      },
    );

    it('rejects a last row over the limit that the file ends', async () => {
      expect(await read(`a,b\n1,2\n3,${big}`, ',', 10, limits)).toEqual([
        { line: 2, fields: { a: '1', b: '2' } },
        { line: 3, fields: {}, rejected: { field: 'row', reason: expect.stringContaining('64-byte limit') } },
      ]);
    });

    it('fails the feed on a quote never closed past the limit, at the line it opened, after reading the rows before it', async () => {
      const seen: CsvRecord[] = [];
      const failure = (async () => {
        for await (const record of csvRecords(chunked(`a,b\n1,2\n3,"${big}\n${big}\n`, 10), ',', limits)) seen.push(record);
      })();
      await expect(failure).rejects.toMatchObject({ permanent: true, message: 'the CSV file cannot be read: quoted field unterminated (line 3)' });
      expect(seen).toEqual([{ line: 2, fields: { a: '1', b: '2' } }]);
    });

    it('fails the feed when its header line is over the limit (a file of zeros has no line break at all)', async () => {
      await expect(read(Buffer.alloc(1000), ',', 100, limits)).rejects.toMatchObject({ permanent: true, message: expect.stringContaining('header line is over the 64-byte limit') });
    });

    it('reads a 100 MB row with an unclosed quote once, holding no more than the limit', async () => {
      const chunk = Buffer.alloc(1024 * 1024, 'z');
      let sent = 0;
      const endless = new Readable({
        read() {
          if (sent === 0) this.push('sku,title\nA1,"never closed ');
          else if (sent <= 100) this.push(chunk);
          else this.push(null);
          sent += 1;
        },
      });
      const heapBefore = process.memoryUsage().heapUsed;
      let heapPeak = heapBefore;
      endless.on('data', () => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)));
      const failure = (async () => {
        for await (const record of csvRecords(endless, ',', { maxFieldBytes: 64 * 1024, maxRecordBytes: 1024 * 1024 })) void record;
      })();
      await expect(failure).rejects.toMatchObject({ message: 'the CSV file cannot be read: quoted field unterminated (line 2)' });
      expect(sent).toBe(102);
      // The whole row held as text would be 100 MB and more.
      expect(heapPeak - heapBefore).toBeLessThan(40 * 1024 * 1024);
    });
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
