import { MerchantsPatterns, type FeedTestResultDto } from '@lumina/contracts';
import { FeedServer } from '@lumina/platform/testing';
import { networkInterfaces } from 'node:os';
import { AWIN_CSV, CSV_SEMICOLON, GOOGLE_XML, JSON_ARRAY, NDJSON, gzip, zip } from '../testing/feed-fixtures';
import { startMerchantsForTest, type MerchantsFixture } from '../testing/merchants-test-env';

/** The [::1] case needs an IPv6 loopback to listen on; a container without IPv6 has none. */
const HAS_IPV6_LOOPBACK = Object.values(networkInterfaces())
  .flat()
  .some((address) => address?.internal && address.family === 'IPv6' && address.address === '::1');
if (!HAS_IPV6_LOOPBACK) console.warn('feed-test.int-spec: the [::1] SSRF case is SKIPPED: this machine has no IPv6 loopback (::1)');

describe('Feed Test: every format, malformed feeds, and the SSRF guard', () => {
  let fx: MerchantsFixture;
  let feeds: FeedServer;
  let other: FeedServer; // 127.0.0.2: loopback, NOT in FEED_ALLOWED_HOSTS
  let v6: FeedServer | null = null; // [::1]

  beforeAll(async () => {
    fx = await startMerchantsForTest('feed-test', { FEED_BODY_TIMEOUT_MS: '500', FEED_MAX_BYTES: '200000', FEED_MAX_DECOMPRESSED_BYTES: '300000' });
    feeds = await FeedServer.start('127.0.0.1');
    other = await FeedServer.start('127.0.0.2');
    other.serve('/feed.csv', CSV_SEMICOLON);
    // Where ::1 exists, a server that cannot listen on it fails the suite instead of skipping the case.
    if (HAS_IPV6_LOOPBACK) {
      v6 = await FeedServer.start('::1');
      v6.serve('/feed.csv', CSV_SEMICOLON);
    }
  });
  afterAll(async () => {
    await fx.close();
    await feeds.close();
    await other.close();
    await v6?.close();
  });

  const test = (feedUrl: string, extra: Record<string, unknown> = {}): Promise<FeedTestResultDto> =>
    fx.merchants.rpc.send(MerchantsPatterns.testFeed, { merchant: { name: 'Form values', feedUrl, ...extra } } as never);

  describe('formats', () => {
    it.each([
      ['semicolon CSV with BOM, quoted fields and decimal commas', '/a.csv', CSV_SEMICOLON, {}],
      ['Google Merchant RSS with the g: namespace under another prefix', '/g.xml', GOOGLE_XML, {}],
      ['gzipped Awin CSV', '/awin.csv.gz', gzip(AWIN_CSV), { mappingConfig: { preset: 'awin' } }],
      ['JSON array', '/j.json', JSON_ARRAY, {}],
      ['NDJSON', '/j.ndjson', NDJSON, {}],
      ['zipped CSV', '/a.zip', zip('feed.csv', CSV_SEMICOLON), {}],
      ['tab-separated', '/a.tsv', CSV_SEMICOLON.replace(/;/g, '\t'), { feedFormat: 'tsv' }],
    ])('reads a %s: 3 products in 3 categories', async (_name, path, body, extra) => {
      feeds.serve(path, body);
      const result = await test(feeds.url(path), extra);
      expect(result).toMatchObject({ success: true, products: 3, categories: 3, rowsRead: 3, errors: [] });
      expect(result.samples).toHaveLength(3);
    });

    it('maps the semicolon CSV values: decimal comma price, quoted newline, GTIN kept only when valid', async () => {
      feeds.serve('/values.csv', CSV_SEMICOLON);
      const { samples } = await test(feeds.url('/values.csv'));
      expect(samples[0]).toMatchObject({ sku: 'A1', title: 'Nova Ceiling Light; 18 W', priceMinor: 24990, currency: 'EUR', wattage: 18, gtin: '04006381333931', categorySlug: 'ceiling-lights' });
      expect(samples[1]).toMatchObject({ sku: 'A2', priceMinor: 8900, colorTemperature: 2700, gtin: null, categorySlug: 'pendant-lights' });
    });

    it('matches a custom XML item element', async () => {
      feeds.serve('/custom.xml', '<shop><product><name>Lamp</name><price>10.00</price><url>https://s.example/1</url><category>Ceiling</category></product></shop>');
      expect(await test(feeds.url('/custom.xml'), { mappingConfig: { itemElement: 'product' } })).toMatchObject({ success: true, products: 1 });
    });
  });

  describe('malformed feeds fail with a reason', () => {
    it.each([
      ['an empty file', '/empty.csv', '', 'empty'],
      ['a truncated gzip', '/trunc.csv.gz', gzip(AWIN_CSV.repeat(50)).subarray(0, 300), 'compressed feed is broken'],
      ['XML broken mid-way', '/broken.xml', GOOGLE_XML.slice(0, 500) + '<<</', 'XML file is broken'],
      ['the wrong delimiter (one column: no title, price or link)', '/colon.csv', 'id:title:price:link\n1:a:2:https://x.example', 'finds no title, price, link'],
      ['a file over the size cap', '/huge.csv', 'x'.repeat(250_000), 'over the 200000-byte limit'],
      ['a gzip bomb over the unpacked cap', '/bomb.csv.gz', gzip('title,price,link\n' + 'a'.repeat(400_000)), 'unpacked feed is over the 300000-byte limit'],
      ['a 404', '/missing.csv', null, 'not found (HTTP 404)'],
    ])('%s', async (_name, path, body, reason) => {
      if (body !== null) feeds.serve(path, body);
      const result = await test(feeds.url(path));
      expect(result.success).toBe(false);
      expect(result.errors[0].reason).toContain(reason);
    });

    it('a server that trickles bytes is cut off by the body timeout', async () => {
      feeds.route('/trickle.csv', (_req, res) => {
        res.writeHead(200);
        res.write('title,price,link\n');
        const timer = setInterval(() => undefined, 1000); // never writes again
        res.on('close', () => clearInterval(timer));
      });
      const result = await test(feeds.url('/trickle.csv'));
      expect(result.success).toBe(false);
      expect(result.errors[0].reason).toMatch(/too slow|timeout/i);
    });

    it('sends basic auth only to the feed origin', async () => {
      let seen: string | undefined;
      feeds.route('/auth.csv', (req, res) => {
        seen = req.headers.authorization;
        res.writeHead(seen ? 200 : 401).end(seen ? AWIN_CSV : 'no');
      });
      const result = await test(feeds.url('/auth.csv'), { feedAuth: { type: 'basic', username: 'u', password: 'p' } });
      expect(result.success).toBe(true);
      expect(seen).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
      expect((await test(feeds.url('/auth.csv'))).errors[0].reason).toContain('HTTP 401');
    });
  });

  describe('SSRF: refused before any byte is sent', () => {
    const cases: [string, () => string][] = [
      ['127.0.0.2 (loopback, not allowed)', () => other.url('/feed.csv')],
      ['0.0.0.0', () => `http://0.0.0.0:${other.port}/feed.csv`],
      ['a name resolving to loopback (localhost)', () => `http://localhost:${feeds.port}/a.csv`],
      ['127.0.0.2 written as a decimal integer', () => `http://2130706434:${other.port}/feed.csv`],
      ['127.0.0.2 written in hex', () => `http://0x7f000002:${other.port}/feed.csv`],
      ['an IPv4-mapped IPv6 literal', () => `http://[::ffff:127.0.0.2]:${other.port}/feed.csv`],
    ];
    it.each(cases)('%s', async (_name, url) => {
      const before = other.connections + feeds.connections;
      const result = await test(url());
      expect(result.success).toBe(false);
      expect(result.errors[0].reason).toMatch(/^Feed refused: .*not public unicast/);
      expect(other.connections + feeds.connections).toBe(before);
    });

    (HAS_IPV6_LOOPBACK ? it : it.skip)('[::1]', async () => {
      const server = v6 as FeedServer;
      const result = await test(server.url('/feed.csv'));
      expect(result.errors[0].reason).toMatch(/^Feed refused: ::1 is a loopback address/);
      expect(server.connections).toBe(0);
    });

    it('a redirect from the allowed host into a refused address', async () => {
      feeds.route('/redirect.csv', (_req, res) => res.writeHead(302, { location: other.url('/feed.csv') }).end());
      const before = other.connections;
      const result = await test(feeds.url('/redirect.csv'));
      expect(result.errors[0].reason).toMatch(/^Feed refused: 127\.0\.0\.2 is a loopback address/);
      expect(other.connections).toBe(before);
    });

    it('more than 5 redirects', async () => {
      feeds.route('/loop.csv', (_req, res) => res.writeHead(302, { location: '/loop.csv' }).end());
      expect((await test(feeds.url('/loop.csv'))).errors[0].reason).toContain('more than 5 redirects');
    });
  });
});
