// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Node 20.19+
// loads it, Jest's CommonJS runtime does not. Nothing here sends a file download.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

import type { AnalyticsOverviewDto, MerchantDto } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';
import { signedInAs, type SignedIn } from '../auth/testing/admin-sessions';
import { startClicksBff, type ClicksBff } from './testing/clicks-bff';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DEEP_LINK = 'https://shop.lichthaus.example/p/123?utm_source=lumina';

/** A click as the clicks service stored it (what no route shows: where it came from, and how). */
interface StoredClick {
  product_id: string;
  merchant_id: string | null;
  language: string;
  referrer_path: string | null;
  visitor_hash: string;
  source: string;
  outcome: string;
}

/** Visitors come through a proxy at 127.0.0.1 (inject's address), which names each in X-Forwarded-For. */
const VISITORS_BEHIND_PROXY = { TRUSTED_PROXIES: '127.0.0.1' };

/**
 * The redirect and POST /api/clicks in front of the real catalog (deep links), merchants (sub-id
 * parameters) and clicks (recording, counting, analytics) services. A test that counts clicks puts
 * its product under a merchant id of its own and reads that merchant's analytics, so no test sees
 * another's clicks. The clicks service starts with the first test that needs it.
 */
describe('GET /api/click/:productId', () => {
  let bff: ClicksBff;
  let analyst: SignedIn;
  let epiMerchant: MerchantDto;

  beforeAll(async () => {
    bff = await startClicksBff('click-redirect', { clicks: 'later', env: VISITORS_BEHIND_PROXY });
    analyst = await signedInAs(bff.app, 'analyst');
    [epiMerchant] = await bff.createMerchants({ name: 'Lichthaus', affiliateNetwork: 'Tradedoubler', subIdParam: 'epi' });
  }, 180_000);
  afterAll(() => bff?.close(), 60_000);

  /** A product of the given merchant (by default one of its own no service knows) with the given link. */
  const product = (merchantId: string = randomUUID(), deepLink: string | null = DEEP_LINK) => bff.addProduct({ merchantId, deepLink });

  const get = (path: string, headers: Record<string, string> = {}) =>
    bff.app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER_UA, ...headers } });
  const post = (payload: object) =>
    bff.app.inject({ method: 'POST', url: '/api/clicks', payload, headers: { 'user-agent': BROWSER_UA } });

  /** The admin analytics of this week, of one merchant or of all. */
  async function analytics(merchantId?: string): Promise<AnalyticsOverviewDto> {
    const response = await bff.app.inject({
      method: 'GET',
      url: `/api/analytics/overview?range=7${merchantId ? `&merchant=${merchantId}` : ''}`,
      headers: { cookie: analyst.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const totalsOf = async (merchantId?: string) => {
    const { clicks, bots, duplicates } = (await analytics(merchantId)).totals;
    return { clicks, bots, duplicates };
  };
  const seenOf = async (merchantId?: string) => {
    const { clicks, bots, duplicates } = await totalsOf(merchantId);
    return clicks + bots + duplicates;
  };

  /** Waits until the analytics show what `done` expects of the merchant's totals. */
  const totalsOnceSettled = (merchantId: string, done: (t: { clicks: number; bots: number; duplicates: number }) => boolean) =>
    eventually(() => totalsOf(merchantId), done, 15_000);

  /**
   * One click more, awaited until it counts: the clicks service reads clicks in order, so every
   * click the BFF sent before it has been recorded by then. Answers the clicks of this week seen
   * in all (counted, duplicates and bots).
   */
  async function settle(): Promise<number> {
    await bff.startClicks();
    const sentinel = await product();
    expect((await get(`/api/click/${sentinel.id}`)).statusCode).toBe(302);
    expect(await totalsOnceSettled(sentinel.merchantId, (t) => t.clicks === 1)).toEqual({ clicks: 1, bots: 0, duplicates: 0 });
    return seenOf();
  }

  async function storedClick(clickId: string): Promise<StoredClick | undefined> {
    const clicks = await bff.startClicks();
    const rows = await clicks.database.query<StoredClick>(
      `SELECT product_id, merchant_id, language, referrer_path, visitor_hash, source, outcome FROM clicks.clicks WHERE id = $1`,
      [clickId],
    );
    return rows[0];
  }

  it('redirects while the clicks service is down; the click counts once it runs', async () => {
    const target = await product();
    const response = await get(`/api/click/${target.id}`);
    expect(response.statusCode).toBe(302);

    await bff.startClicks();
    const totals = await totalsOnceSettled(target.merchantId, (t) => t.clicks === 1);
    expect(totals).toEqual({ clicks: 1, bots: 0, duplicates: 0 });
    const overview = await analytics(target.merchantId);
    expect(overview.topProducts).toEqual([expect.objectContaining({ productId: target.id, clicks: 1 })]);
  }, 120_000);

  it("redirects to the stored deep link with a new click id under the merchant's sub-id parameter", async () => {
    await bff.startClicks();
    const target = await product(epiMerchant.id);
    const response = await get(`/api/click/${target.id}?url=https://evil.example/&epi=forged&from=%2Fcategory%2Findoor`, {
      cookie: 'language=de',
      'x-forwarded-for': '203.0.113.7',
    });

    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.lichthaus.example/p/123');
    expect(location.searchParams.get('utm_source')).toBe('lumina');
    const clickId = location.searchParams.get('epi') as string;
    expect(clickId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(location.searchParams.getAll('epi')).toHaveLength(1);
    expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' });
    expect(response.headers['set-cookie']).toBeUndefined();

    const stored = await eventually(() => storedClick(clickId), Boolean, 15_000);
    expect(stored).toEqual({
      product_id: target.id,
      merchant_id: epiMerchant.id,
      language: 'de',
      referrer_path: '/category/indoor',
      // No raw IP is kept: only a 32-hex-digit hash.
      visitor_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
      source: 'redirect',
      outcome: 'counted',
    });
    expect(JSON.stringify(stored)).not.toContain('203.0.113.7');
    const overview = await analytics(epiMerchant.id);
    expect(overview.topProducts).toContainEqual(expect.objectContaining({ productId: target.id, clicks: 1 }));
    expect(overview.byMerchant).toContainEqual(expect.objectContaining({ merchantId: epiMerchant.id, name: 'Lichthaus' }));
  });

  it('redirects a click whose language cookie cannot be decoded, as one without it', async () => {
    const target = await product(epiMerchant.id);
    const response = await get(`/api/click/${target.id}`, { cookie: 'language=%E0%A4%A; other=1', 'accept-language': 'fr-FR,fr' });
    expect(response.statusCode).toBe(302);
    const clickId = new URL(response.headers.location as string).searchParams.get('epi') as string;
    expect(await eventually(() => storedClick(clickId), Boolean, 15_000)).toMatchObject({ product_id: target.id, language: 'fr' });
  });

  it("labels the click with the language of the page it came from, before the cookie's", async () => {
    await bff.startClicks();
    const target = await product(epiMerchant.id);
    const response = await get(`/api/click/${target.id}?from=%2Fpl%2Fproduct%2Fnova`, { cookie: 'language=de', 'accept-language': 'fr' });
    expect(response.statusCode).toBe(302);
    const clickId = new URL(response.headers.location as string).searchParams.get('epi') as string;
    const stored = await eventually(() => storedClick(clickId), Boolean, 15_000);
    expect(stored).toMatchObject({ language: 'pl', referrer_path: '/pl/product/nova' });
  });

  it('uses the sub-id parameter of a merchant added after the BFF read its list, from its first click', async () => {
    const [added] = await bff.createMerchants({ name: 'Luz Nova', affiliateNetwork: 'CJ', subIdParam: 'sid' });
    const target = await product(added?.id);
    const response = await get(`/api/click/${target.id}`);
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.searchParams.get('sid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(location.searchParams.has('clickref')).toBe(false);
  });

  it("uses 'clickref' for a merchant the merchants service does not know", async () => {
    const target = await product();
    const response = await get(`/api/click/${target.id}`);
    expect(response.statusCode).toBe(302);
    expect(new URL(response.headers.location as string).searchParams.get('clickref')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks a bot click as a bot and still redirects it', async () => {
    await bff.startClicks();
    const target = await product();
    const response = await get(`/api/click/${target.id}`, { 'user-agent': GOOGLEBOT });
    expect(response.statusCode).toBe(302);
    expect(await totalsOnceSettled(target.merchantId, (t) => t.bots === 1)).toEqual({ clicks: 0, bots: 1, duplicates: 0 });
    expect((await analytics(target.merchantId)).totals.botShare).toBe(100);
  });

  it('tells the same visitor from another: a second click of the same visitor is a duplicate', async () => {
    await bff.startClicks();
    const target = await product();
    await get(`/api/click/${target.id}`, { 'x-forwarded-for': '198.51.100.1' });
    await get(`/api/click/${target.id}`, { 'x-forwarded-for': '198.51.100.1' });
    await get(`/api/click/${target.id}`, { 'x-forwarded-for': '198.51.100.2' });
    expect(await totalsOnceSettled(target.merchantId, (t) => t.clicks + t.duplicates === 3)).toEqual({ clicks: 2, bots: 0, duplicates: 1 });
  });

  it('answers an API client JSON 404 for an unknown product, a malformed id and a link-less product, and records nothing', async () => {
    const linkless = await product(undefined, null);
    const before = await settle();
    for (const id of [randomUUID(), 'not-a-uuid', linkless.id]) {
      const response = await get(`/api/click/${id}`, { accept: 'application/json' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'CATALOG.PRODUCT_NOT_FOUND' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.location).toBeUndefined();
    }
    // Only the settling click was added.
    expect(await settle()).toBe(before + 1);
  });

  it("answers a browser the shop's product page for that id (its 'Product Not Found'), with 404", async () => {
    const id = randomUUID();
    const response = await get(`/api/click/${id}`, { accept: 'text/html,application/xhtml+xml' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    // The app routes by the address: it is set to the product's page before the app starts.
    expect(response.body).toContain(`history.replaceState(null,'',"/product/${id}")`);
  });

  describe('POST /api/clicks', () => {
    it('records the click (202) and answers the address with its click id', async () => {
      await bff.startClicks();
      const target = await product(epiMerchant.id);
      const response = await post({ productId: target.id, merchantId: epiMerchant.id, language: 'fr' });
      expect(response.statusCode).toBe(202);
      const body = response.json<{ clickId: string; url: string }>();
      const url = new URL(body.url);
      expect(`${url.origin}${url.pathname}`).toBe('https://shop.lichthaus.example/p/123');
      expect(url.searchParams.get('epi')).toBe(body.clickId);
      const stored = await eventually(() => storedClick(body.clickId), Boolean, 15_000);
      expect(stored).toMatchObject({ product_id: target.id, merchant_id: epiMerchant.id, language: 'fr', source: 'api', outcome: 'counted' });
    });

    it('refuses a bad body with a message naming the field, and a merchant that is not the product’s, and records nothing', async () => {
      const target = await product();
      const before = await settle();
      const bad = await post({ productId: 'x', merchantId: target.merchantId, language: 'fr' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('productId');
      const wrong = await post({ productId: target.id, merchantId: randomUUID(), language: 'fr' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toContain('merchantId');
      const unknown = await post({ productId: randomUUID(), merchantId: target.merchantId, language: 'fr' });
      expect(unknown.statusCode).toBe(404);

      expect(await settle()).toBe(before + 1);
      expect(await totalsOf(target.merchantId)).toEqual({ clicks: 0, bots: 0, duplicates: 0 });
    });
  });

  it("sends ?offer= to that offer's merchant and link, and an unknown, malformed or missing offer to the best offer", async () => {
    await bff.startClicks();
    const target = await product(epiMerchant.id);
    const [rival] = await bff.createMerchants({ name: 'Luce Ovest', affiliateNetwork: 'CJ', subIdParam: 'sid' });
    const rivalLink = 'https://luce-ovest.example/lamp';
    // A second merchant's cheaper offer of the same product, as matching adds them (issue 25).
    const [epiOffer] = await bff.catalog.database.query<{ id: string }>('SELECT id FROM catalog.offers WHERE product_id = $1', [target.id]);
    await bff.catalog.database.query(
      `INSERT INTO catalog.offers (product_id, merchant_id, merchant_name, merchant_sku, price_minor, currency, is_in_stock, deep_link)
       VALUES ($1, $2, 'Luce Ovest', 'LO-1', 3990, 'EUR', true, $3)`,
      [target.id, rival!.id, rivalLink],
    );

    const chosen = await get(`/api/click/${target.id}?offer=${epiOffer!.id}`);
    const chosenUrl = new URL(chosen.headers.location as string);
    expect(`${chosenUrl.origin}${chosenUrl.pathname}`).toBe('https://shop.lichthaus.example/p/123');
    const stored = await eventually(() => storedClick(chosenUrl.searchParams.get('epi') as string), Boolean, 15_000);
    expect(stored).toMatchObject({ product_id: target.id, merchant_id: epiMerchant.id });

    for (const offer of [`?offer=${randomUUID()}`, '?offer=not-a-uuid', '']) {
      const response = await get(`/api/click/${target.id}${offer}`);
      expect(response.statusCode).toBe(302);
      const url = new URL(response.headers.location as string);
      expect(`${url.origin}${url.pathname}`).toBe(rivalLink);
      const click = await eventually(() => storedClick(url.searchParams.get('sid') as string), Boolean, 15_000);
      expect(click).toMatchObject({ product_id: target.id, merchant_id: rival!.id });
    }
  });

});
