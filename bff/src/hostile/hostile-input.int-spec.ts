// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Jest's
// CommonJS runtime does not load it. Nothing here sends a file download.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

import type { IngestLogDto, MerchantDto } from '@lumina/contracts';
import { HEALTH_PATHS } from '@lumina/platform';
import { eventually } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { constants, deflateRawSync } from 'node:zlib';
import { signedInAs, type SignedIn } from '../auth/testing/admin-sessions';
import { startMerchantsBff, type MerchantsBff } from '../merchants/testing/merchants-bff';
import { multipart } from '../testing/multipart';

jest.setTimeout(30_000);

const MiB = 1024 * 1024;
/** Small caps, so the oversized cases are quick: uploads (BFF and merchants), unpacked files and fields (merchants). */
const FEED_MAX_BYTES = 2 * MiB;
const FEED_MAX_DECOMPRESSED_BYTES = 8 * MiB;
const FEED_MAX_FIELD_BYTES = 1024;
const HEADER = 'sku,title,price,link,category\n';
const row = (sku: string, title = `Lamp ${sku}`) => `${sku},${title},10.00,https://shop.example/${sku.toLowerCase()},Ceiling Lights\n`;

/** A zip with one file (`name`), deflated; its sizes in a data descriptor as streaming writers do. */
function zipOf(name: string, content: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x8, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), deflateRawSync(content, { finishFlush: constants.Z_FINISH })]);
}

/** The first bytes of a raw HTTP exchange: the status code, or 0 when the server closed without one. */
function rawStatus(port: number, request: string | Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (data) => {
      reply += data.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(reply);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(0));
    socket.end(request);
  });
}

interface Context {
  port: number;
  bff: MerchantsBff;
  admin: SignedIn;
}

/** One hostile request: what it sends (its status back), which statuses are right, and what else must hold after. */
interface HostileCase {
  send: (cx: Context) => Promise<number>;
  expected: number[];
  /** For a file the upload accepts: what its run must end with (the log shows why). */
  run?: Partial<IngestLogDto>;
}

const http = async (cx: Context, method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer) =>
  (await cx.bff.app.inject({ method: method as 'GET', url: path, headers, payload: body })).statusCode;

/** The whole request over a real socket (Node's HTTP parser, not Fastify's inject). */
const raw = (lines: string[], body = '') => (cx: Context) => rawStatus(cx.port, `${lines.join('\r\n')}\r\n\r\n${body}`);

const login = (body: string | Buffer, contentType = 'application/json') => (cx: Context) =>
  http(cx, 'POST', '/api/auth/login', { 'content-type': contentType }, body);

async function newShop(cx: Context): Promise<MerchantDto> {
  const response = await cx.bff.app.inject({ method: 'POST', url: '/api/merchants', payload: { name: `Hostile shop ${randomUUID().slice(0, 8)}` }, headers: cx.admin.headers });
  expect(response.statusCode).toBe(201);
  return response.json();
}

let lastShop: MerchantDto | null = null;

/** Waits for the shop's latest run to end. */
const runEnded = async (cx: Context, shopId: string) =>
  (
    await eventually(
      async () => (await cx.bff.app.inject({ method: 'GET', url: `/api/ingest/logs?merchantId=${shopId}&limit=5`, headers: { cookie: cx.admin.cookie } })).json<IngestLogDto[]>(),
      (found) => found[0]?.status === 'completed' || found[0]?.status === 'failed',
      20_000,
    )
  )[0] as IngestLogDto;

/** A product in the shop, of a shop of the suite's own (imported by upload): the click redirect needs one to reach its cookie. */
let product: Promise<string> | null = null;
function productOfOwnShop(cx: Context): Promise<string> {
  product ??= (async () => {
    const shop = await newShop(cx);
    const body = multipart('one.csv', Buffer.from(HEADER + row('C1')));
    expect(await http(cx, 'POST', `/api/ingest/${shop.id}/upload`, { ...body.headers, ...cx.admin.headers }, body.payload)).toBe(202);
    expect(await runEnded(cx, shop.id)).toMatchObject({ status: 'completed' });
    const [found] = await cx.bff.catalog.database.query<{ id: string }>('SELECT id FROM catalog.products WHERE merchant_id = $1', [shop.id]);
    if (!found) throw new Error('the uploaded product is not in the catalog');
    return found.id;
  })();
  return product;
}
const upload = (fileName: string, bytes: () => Buffer, options: { field?: string; csrf?: boolean; merchantId?: string } = {}) => async (cx: Context) => {
  lastShop = await newShop(cx);
  const body = multipart(fileName, bytes(), options.field);
  const headers = options.csrf === false ? { cookie: cx.admin.cookie } : cx.admin.headers;
  return http(cx, 'POST', `/api/ingest/${options.merchantId ?? lastShop.id}/upload`, { ...body.headers, ...headers }, body.payload);
};

const BAD_REQUEST = [400];
const CASES: Record<string, Record<string, HostileCase>> = {
  headers: {
    'a 64 KiB header value': { send: raw(['GET /api/products HTTP/1.1', 'Host: 127.0.0.1', `X-Big: ${'a'.repeat(64 * 1024)}`, 'Connection: close']), expected: [431] },
    'a header line without a colon': { send: raw(['GET /api/products HTTP/1.1', 'Host: 127.0.0.1', 'This is not a header', 'Connection: close']), expected: BAD_REQUEST },
    'a control character in a header value': { send: raw(['GET /api/products HTTP/1.1', 'Host: 127.0.0.1', 'X-Evil: a\u0001b', 'Connection: close']), expected: BAD_REQUEST },
    'a broken chunk size': {
      send: raw(['POST /api/clicks HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/json', 'Transfer-Encoding: chunked', 'Connection: close'], 'zz\r\n{}\r\n0\r\n\r\n'),
      expected: BAD_REQUEST,
    },
    'both Content-Length and chunked (request smuggling)': {
      send: raw(['POST /api/clicks HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/json', 'Content-Length: 4', 'Transfer-Encoding: chunked', 'Connection: close'], '0\r\n\r\n'),
      expected: BAD_REQUEST,
    },
    'an unknown method': { send: raw(['BREW /api/products HTTP/1.1', 'Host: 127.0.0.1', 'Connection: close']), expected: [400, 404, 405] },
    // Fastify reads text/plain as a string: the sign-in schema then refuses it.
    'a JSON body with a Content-Type of text/plain': { send: login('{"email":"a@b.c","password":"x"}', 'text/plain'), expected: [400, 415] },
    'an unknown Content-Type': { send: login('<xml/>', 'application/x-evil'), expected: [415] },
    'a body over the 1 MiB limit': { send: (cx) => http(cx, 'POST', '/api/clicks', { 'content-type': 'application/json' }, `{"productId":"${'x'.repeat(2 * MiB)}"}`), expected: [413] },
    'JSON nested 100,000 deep': { send: login('['.repeat(100_000) + ']'.repeat(100_000)), expected: BAD_REQUEST },
    'JSON that does not parse': { send: login('{"email": "a@b.c", '), expected: BAD_REQUEST },
    'a path with broken percent-encoding': { send: (cx) => http(cx, 'GET', '/api/products/%E0%A4%A'), expected: [400, 404] },
    'a query parameter given twice': { send: (cx) => http(cx, 'GET', '/api/products?page=1&page=2'), expected: BAD_REQUEST },
    'a negative page size': { send: (cx) => http(cx, 'GET', '/api/products?limit=-1'), expected: BAD_REQUEST },
    'a malformed x-cart-session': { send: (cx) => http(cx, 'DELETE', `/api/cart/items/${randomUUID()}`, { 'x-cart-session': '../../etc/passwd' }), expected: BAD_REQUEST },
    'a malformed Idempotency-Key': {
      send: (cx) => http(cx, 'POST', '/api/cart/add', { 'content-type': 'application/json', 'idempotency-key': 'x'.repeat(5000) }, '{}'),
      expected: [400, 422],
    },
  },
  cookies: {
    // fixed by h3 (cookie library): the click redirect's language cookie is parsed by hand and 500s on bad percent-encoding.
    'a language cookie with broken percent-encoding on the click redirect': {
      send: async (cx) => http(cx, 'GET', `/api/click/${await productOfOwnShop(cx)}`, { cookie: 'language=%E0%A4%A' }),
      expected: [302, 303, 307, 400],
    },
    'a language cookie of 4 KiB on the click redirect': {
      send: async (cx) => http(cx, 'GET', `/api/click/${await productOfOwnShop(cx)}`, { cookie: `language=${'de'.repeat(2048)}` }),
      expected: [302, 303, 307],
    },
    'a forged admin session cookie': { send: (cx) => http(cx, 'GET', '/api/auth/me', { cookie: `lumina_admin=${'A'.repeat(300)}` }), expected: [401] },
    'a session cookie with broken percent-encoding': { send: (cx) => http(cx, 'GET', '/api/auth/me', { cookie: 'lumina_admin=%E0%A4%A; language=%' }), expected: [401] },
    '2,000 cookies': {
      send: (cx) => http(cx, 'GET', '/api/auth/me', { cookie: Array.from({ length: 2000 }, (_, i) => `c${i}=v`).join('; ') }),
      expected: [401],
    },
    'a session cookie without the CSRF token on a write': {
      send: (cx) => http(cx, 'POST', '/api/merchants', { cookie: cx.admin.cookie, 'content-type': 'application/json' }, '{"name":"x"}'),
      expected: [403],
    },
  },
  'sign-in': {
    'an empty object': { send: login('{}'), expected: BAD_REQUEST },
    'an array': { send: login('[1,2,3]'), expected: BAD_REQUEST },
    'null': { send: login('null'), expected: BAD_REQUEST },
    'the email as an object': { send: login('{"email":{"$ne":null},"password":"x"}'), expected: BAD_REQUEST },
    'a 900 KB password': { send: login(JSON.stringify({ email: 'a@test.lumina', password: 'p'.repeat(900_000) })), expected: BAD_REQUEST },
    // Was a 500: the NUL reached PostgreSQL ('invalid byte sequence for encoding "UTF8": 0x00'); the edge refuses it (http/nul-guard.ts).
    'a NUL in the email': { send: login(JSON.stringify({ email: 'a\u0000@test.lumina', password: 'x' })), expected: BAD_REQUEST },
    'a __proto__ key': { send: login('{"__proto__":{"role":"admin"},"email":"a@test.lumina","password":"x"}'), expected: [400, 401] },
    // Read as a form (the BFF takes forms): a wrong password, counted like any other.
    'a form-encoded body': { send: login('email=a%40b.c&password=x', 'application/x-www-form-urlencoded'), expected: [401, 415] },
    'no body': { send: (cx) => http(cx, 'POST', '/api/auth/login'), expected: BAD_REQUEST },
  },
  'admin writes': {
    // Was a 500 in the merchants service's PostgreSQL; refused at the edge.
    'a NUL in a merchant name': {
      send: (cx) => http(cx, 'POST', '/api/merchants', { ...cx.admin.headers, 'content-type': 'application/json' }, JSON.stringify({ name: 'Shop\u0000' })),
      expected: BAD_REQUEST,
    },
    // Was a 500 in the catalog's search; refused at the edge.
    'a NUL in a search query': { send: (cx) => http(cx, 'GET', '/api/products?q=lamp%00'), expected: BAD_REQUEST },
  },
  uploads: {
    'a file of a type no feed has': { send: upload('setup.exe', () => Buffer.from('MZ\u0090\u0000')), expected: BAD_REQUEST },
    'a picture named .csv': { send: upload('lamps.csv', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])), expected: BAD_REQUEST },
    'a file over FEED_MAX_BYTES': { send: upload('big.csv', () => Buffer.from(HEADER + 'x'.repeat(FEED_MAX_BYTES + 1))), expected: [413] },
    'a zip naming a path outside the archive': { send: upload('lamps.zip', () => zipOf('../../../etc/cron.d/lamps.csv', Buffer.from(HEADER + row('Z1')))), expected: BAD_REQUEST },
    'a zip naming a rooted path': { send: upload('lamps.zip', () => zipOf('/etc/passwd', Buffer.from(HEADER + row('Z1')))), expected: BAD_REQUEST },
    'an empty file': { send: upload('empty.csv', () => Buffer.alloc(0)), expected: BAD_REQUEST },
    'the file in another field': { send: upload('lamps.csv', () => Buffer.from(HEADER + row('F1')), { field: 'notfile' }), expected: BAD_REQUEST },
    'a merchant id that is not a UUID': { send: upload('lamps.csv', () => Buffer.from(HEADER + row('F1')), { merchantId: '..%2F..%2Fadmin' }), expected: BAD_REQUEST },
    'no CSRF token': { send: upload('lamps.csv', () => Buffer.from(HEADER + row('F1')), { csrf: false }), expected: [403] },
    'JSON instead of multipart': {
      send: async (cx) => http(cx, 'POST', `/api/ingest/${(await newShop(cx)).id}/upload`, { ...cx.admin.headers, 'content-type': 'application/json' }, '{"file":"x"}'),
      expected: [400, 406, 415],
    },
  },
  // Files the upload takes (202: they look like feeds) whose runs must end cleanly, with the reason on the log.
  feeds: {
    'a zip bomb (64 MiB of spaces in 64 KiB)': {
      send: upload('bomb.zip', () => zipOf('bomb.json', Buffer.concat([Buffer.from('['), Buffer.alloc(64 * MiB, ' ')]))),
      expected: [202],
      run: { status: 'failed', message: `the unpacked feed is over the ${FEED_MAX_DECOMPRESSED_BYTES}-byte limit` },
    },
    'an XML document declaring entities (billion laughs)': {
      send: upload('laughs.xml', () =>
        Buffer.from('<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><rss><channel><item><title>&b;</title></item></channel></rss>'),
      ),
      expected: [202],
      run: { status: 'failed', message: expect.stringContaining('DOCTYPE') },
    },
    'a CSV with a quote never closed': {
      send: upload('open.csv', () => Buffer.from(HEADER + row('Q1') + `Q2,"Lamp ${'q\n'.repeat(300_000)}` + row('Q3'))),
      expected: [202],
      run: { status: 'failed', message: 'the CSV file cannot be read: quoted field unterminated (line 3)' },
    },
    'a CSV with a field over FEED_MAX_FIELD_BYTES': {
      send: upload('long.csv', () => Buffer.from(HEADER + row('L1') + row('L2', 't'.repeat(FEED_MAX_FIELD_BYTES + 1)) + row('L3'))),
      expected: [202],
      run: { status: 'completed', productsProcessed: 2, productsRejected: 1, rejectedRows: [{ line: 3, field: 'title', reason: expect.stringContaining('FEED_MAX_FIELD_BYTES') }] },
    },
    'a CSV with a row over FEED_MAX_RECORD_BYTES': {
      send: upload('wide.csv', () => Buffer.from(HEADER + row('W1') + `W2,"${'w'.repeat(1100 * 1024)}",1.00,https://shop.example/w2,Ceiling Lights\n` + row('W3'))),
      expected: [202],
      run: { status: 'completed', productsProcessed: 2, productsRejected: 1, rejectedRows: [{ line: 3, field: 'row', reason: expect.stringContaining('FEED_MAX_RECORD_BYTES') }] },
    },
  },
};

const TABLE = Object.entries(CASES).flatMap(([group, cases]) => Object.entries(cases).map(([name, hostile]) => [group, name, hostile] as const));

/**
 * The hostile-input battery: malformed and oversized headers, cookies, sign-in bodies, uploads and
 * feed files against the real BFF (listening on loopback, in front of the real merchants and catalog
 * services). Each is answered 4xx (or, for a feed file that looks like one, 202 and a run that ends
 * with its reason), never 5xx, and every process stays up.
 */
describe(`the hostile-input battery (${TABLE.length} cases)`, () => {
  const cx = {} as Context;

  beforeAll(async () => {
    cx.bff = await startMerchantsBff('hostile-input', { FEED_MAX_BYTES: String(FEED_MAX_BYTES) }, {
      FEED_MAX_DECOMPRESSED_BYTES: String(FEED_MAX_DECOMPRESSED_BYTES),
      FEED_MAX_FIELD_BYTES: String(FEED_MAX_FIELD_BYTES),
    });
    await cx.bff.app.listen(0, '127.0.0.1');
    cx.port = (cx.bff.app.getHttpServer().address() as AddressInfo).port;
    cx.admin = await signedInAs(cx.bff.app, 'admin');
  }, 180_000);
  afterAll(() => cx.bff?.close(), 60_000);

  it.each(TABLE)('%s: %s', async (_group, _name, hostile) => {
    lastShop = null;
    const status = await hostile.send(cx);
    expect(status).toBeLessThan(500);
    expect(hostile.expected).toContain(status);
    if (hostile.run) {
      const shop = lastShop as MerchantDto | null;
      if (!shop) throw new Error('a feed case uploads to a shop of its own');
      expect(await runEnded(cx, shop.id)).toMatchObject(hostile.run);
    }
  });

  it('leaves every process up: the BFF answers over its socket and the merchants and catalog services answer through it', async () => {
    expect(await rawStatus(cx.port, `GET /api${HEALTH_PATHS.live} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)).toBe(200);
    const shop = await newShop(cx);
    const body = multipart('after.csv', Buffer.from(HEADER + row('A1') + row('A2')));
    const accepted = await http(cx, 'POST', `/api/ingest/${shop.id}/upload`, { ...body.headers, ...cx.admin.headers }, body.payload);
    expect(accepted).toBe(202);
    expect(await runEnded(cx, shop.id)).toMatchObject({ status: 'completed', productsProcessed: 2 });
  });
});
