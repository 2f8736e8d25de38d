import { FEED_UPLOAD_CHUNK_BYTES, MerchantsPatterns, type FeedUploadChunkPayload, type IngestLogDto, type WireError } from '@lumina/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { signedInAs, type SignedIn } from '../auth/testing/admin-sessions';
import { merchant, startClicksBff, type ClicksBff } from '../clicks/testing/clicks-bff';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const MAX_BYTES = 3 * FEED_UPLOAD_CHUNK_BYTES;

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(fileName: string, bytes: Buffer, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lumina${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/ingest/:merchantId/upload', () => {
  let bff: ClicksBff;
  let admin: SignedIn;
  let analyst: SignedIn;
  const shop = merchant({ id: randomUUID(), name: 'Lichthaus' });
  const uploadId = randomUUID();
  const log: IngestLogDto = {
    id: randomUUID(),
    merchantId: shop.id,
    status: 'pending',
    trigger: 'upload',
    productsProcessed: 0,
    productsAdded: 0,
    productsUpdated: 0,
    startedAt: new Date().toISOString(),
    completedAt: null,
  };
  /** What the merchants service was sent, reassembled in order. */
  let received: Buffer[];

  beforeAll(async () => {
    bff = await startClicksBff('feed-upload', [shop], { FEED_MAX_BYTES: String(MAX_BYTES) });
    admin = await signedInAs(bff.app, 'admin');
    analyst = await signedInAs(bff.app, 'analyst');
  });
  afterAll(() => bff.close());
  beforeEach(() => {
    bff.merchants.calls.splice(0);
    received = [];
    bff.merchants.answer(MerchantsPatterns.uploadBegin, () => ({ uploadId, bytes: 0 }));
    bff.merchants.answer(MerchantsPatterns.uploadChunk, (payload) => {
      const chunk = payload as FeedUploadChunkPayload;
      received[chunk.seq] = Buffer.from(chunk.data, 'base64');
      return { uploadId, bytes: Buffer.concat(received).length };
    });
    bff.merchants.answer(MerchantsPatterns.ingestStart, () => log);
    bff.merchants.answer(MerchantsPatterns.uploadDiscard, () => ({ discarded: true }));
  });

  const upload = (fileName: string, bytes: Buffer, who: SignedIn | null = admin, field?: string) => {
    const body = multipart(fileName, bytes, field);
    return bff.app.inject({ method: 'POST', url: `/api/ingest/${shop.id}/upload`, payload: body.payload, headers: { ...body.headers, ...(who?.headers ?? {}) } });
  };
  const patternsCalled = () => bff.merchants.calls.map((call) => call.pattern);

  it('queues a run on a small CSV: 202 with the log id, the file handed on whole', async () => {
    const csv = Buffer.from('sku,title,price,link,category\nU1,Upload Lamp,19.90,https://shop.example/u1,Ceiling Lights\n');
    const response = await upload('lamps.csv', csv);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ logId: log.id, log });
    expect(bff.merchants.calls[0]).toEqual({ pattern: MerchantsPatterns.uploadBegin, payload: { merchantId: shop.id, fileName: 'lamps.csv', feedFormat: 'csv' } });
    expect(Buffer.concat(received).equals(csv)).toBe(true);
    expect(bff.merchants.calls.at(-1)).toEqual({ pattern: MerchantsPatterns.ingestStart, payload: { merchantId: shop.id, trigger: 'upload', uploadId } });
  });

  it('sends a file larger than a message in ordered chunks of at most 1 MiB, none carrying the whole file', async () => {
    const big = gzipSync(randomBytes(2 * FEED_UPLOAD_CHUNK_BYTES + 12_345), { level: 0 });
    const response = await upload('feed.xml.gz', big);
    expect(response.statusCode).toBe(202);
    const chunks = bff.merchants.calls.filter((call) => call.pattern === MerchantsPatterns.uploadChunk).map((call) => call.payload as FeedUploadChunkPayload);
    expect(chunks.map((chunk) => chunk.seq)).toEqual([0, 1, 2]);
    expect(chunks.every((chunk) => Buffer.from(chunk.data, 'base64').length <= FEED_UPLOAD_CHUNK_BYTES)).toBe(true);
    expect(Buffer.concat(received).equals(big)).toBe(true);
    expect(bff.merchants.calls[0]?.payload).toMatchObject({ feedFormat: 'xml' });
  });

  it.each([
    ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'is not a feed file'],
    ['products.xlsx', Buffer.from('PK\u0003\u0004 spreadsheet'), 'is not a feed file'],
    ['feed.csv.gz', Buffer.from('sku,title\n'), 'is not gzip-compressed'],
    ['feed.json', Buffer.from('sku,title\n'), 'is not JSON'],
    ['feed.csv', gzipSync('sku,title\n'), 'is compressed'],
    ['empty.csv', Buffer.alloc(0), 'is empty'],
  ])('refuses %s with a 400 naming the problem, and queues nothing', async (fileName, bytes, problem) => {
    const response = await upload(fileName, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`'${fileName}' ${problem}`);
    expect(bff.merchants.calls).toEqual([]);
  });

  it('refuses a request without a file part, or not multipart at all', async () => {
    expect((await upload('lamps.csv', Buffer.from('a,b\n'), admin, 'attachment')).statusCode).toBe(400);
    const json = await bff.app.inject({ method: 'POST', url: `/api/ingest/${shop.id}/upload`, payload: { file: 'a,b' }, headers: admin.headers });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toContain('multipart/form-data');
    expect(bff.merchants.calls).toEqual([]);
  });

  it('answers 413 for a file over FEED_MAX_BYTES: at once when the request says so, else when the cap is hit, discarding what was sent', async () => {
    const declared = await upload('huge.csv', Buffer.alloc(MAX_BYTES + 128 * 1024, 'a'));
    expect(declared.statusCode).toBe(413);
    expect(bff.merchants.calls).toEqual([]);

    const justOver = await upload('over.csv', Buffer.alloc(MAX_BYTES + 10, 'a'));
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json().message).toContain(`over the ${MAX_BYTES}-byte limit`);
    expect(patternsCalled()).not.toContain(MerchantsPatterns.ingestStart);
    expect(bff.merchants.calls.at(-1)).toEqual({ pattern: MerchantsPatterns.uploadDiscard, payload: { uploadId } });
    expect(Buffer.concat(received).length).toBe(MAX_BYTES);
  });

  it('answers 413 when the merchants service finds the file over its own cap', async () => {
    bff.merchants.fail(MerchantsPatterns.uploadChunk, { code: 'MERCHANTS.UPLOAD_TOO_LARGE', kind: 'validation', message: 'file: the file is over the 1024-byte limit' });
    const response = await upload('lamps.csv', Buffer.from('sku,title\n'));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('file: the file is over the 1024-byte limit');
    expect(patternsCalled()).toEqual([MerchantsPatterns.uploadBegin, MerchantsPatterns.uploadChunk, MerchantsPatterns.uploadDiscard]);
  });

  it('replays the first answer to a request sent again with the same Idempotency-Key, starting one run only', async () => {
    const body = multipart('lamps.csv', Buffer.from('sku,title\n'));
    const key = `upload-${randomUUID()}`;
    const send = () =>
      bff.app.inject({
        method: 'POST',
        url: `/api/ingest/${shop.id}/upload`,
        payload: body.payload,
        headers: { ...body.headers, ...admin.headers, 'idempotency-key': key },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(patternsCalled().filter((pattern) => pattern === MerchantsPatterns.ingestStart)).toHaveLength(1);

    const otherFile = multipart('lamps.csv', Buffer.from('sku,title,price\n'));
    const reused = await bff.app.inject({
      method: 'POST',
      url: `/api/ingest/${shop.id}/upload`,
      payload: otherFile.payload,
      headers: { ...otherFile.headers, ...admin.headers, 'idempotency-key': key },
    });
    expect(reused.statusCode).toBe(422);
  });

  it('passes a running sync on as 409 before any byte is sent, and discards the upload when the run cannot start', async () => {
    const conflict: WireError = { code: 'MERCHANTS.INGEST_RUNNING', kind: 'conflict', message: 'A sync of this merchant is already running', details: { log } };
    bff.merchants.fail(MerchantsPatterns.uploadBegin, conflict);
    const busy = await upload('lamps.csv', Buffer.from('sku,title\n'));
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'MERCHANTS.INGEST_RUNNING', details: { log } });
    expect(patternsCalled()).toEqual([MerchantsPatterns.uploadBegin]);

    bff.merchants.calls.splice(0);
    bff.merchants.answer(MerchantsPatterns.uploadBegin, () => ({ uploadId, bytes: 0 }));
    bff.merchants.fail(MerchantsPatterns.ingestStart, conflict);
    expect((await upload('lamps.csv', Buffer.from('sku,title\n'))).statusCode).toBe(409);
    expect(patternsCalled()).toEqual([MerchantsPatterns.uploadBegin, MerchantsPatterns.uploadChunk, MerchantsPatterns.ingestStart, MerchantsPatterns.uploadDiscard]);
  });

  it('needs ingest:write and the CSRF token, like every admin write', async () => {
    expect((await upload('lamps.csv', Buffer.from('sku,title\n'), analyst)).statusCode).toBe(403);
    expect((await upload('lamps.csv', Buffer.from('sku,title\n'), null)).statusCode).toBe(401);
    const body = multipart('lamps.csv', Buffer.from('sku,title\n'));
    const withoutCsrf = await bff.app.inject({ method: 'POST', url: `/api/ingest/${shop.id}/upload`, payload: body.payload, headers: { ...body.headers, cookie: admin.cookie } });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(bff.merchants.calls).toEqual([]);
  });
});
