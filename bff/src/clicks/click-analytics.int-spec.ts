// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Node 20.19+
// loads it, Jest's CommonJS runtime does not. Nothing here sends a file download.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

import type { AnalyticsOverviewDto, DashboardDto, MerchantDto } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { signedInAs, type SignedIn } from '../auth/testing/admin-sessions';
import { startClicksBff, type ClicksBff, type ClickProduct } from './testing/clicks-bff';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Visitors come through a proxy at 127.0.0.1 (inject's address), which names each in X-Forwarded-For. */
const VISITORS_BEHIND_PROXY = { TRUSTED_PROXIES: '127.0.0.1' };

/**
 * The admin figures, from the real catalog, merchants and clicks services. The clicks are made in
 * beforeAll (this month's through the redirect, older ones as the BFF sent them then), so every
 * test reads the same figures whatever runs before it.
 */
describe('admin dashboard and analytics', () => {
  let bff: ClicksBff;
  let analyst: SignedIn;
  let old: MerchantDto;
  let recent: MerchantDto;
  let iris: ClickProduct;

  /** Clicks made below: counted, duplicates and bots alike are stored once each. */
  const CLICKS_SENT = 7;

  beforeAll(async () => {
    bff = await startClicksBff('click-analytics', { clicks: 'now', env: VISITORS_BEHIND_PROXY });
    analyst = await signedInAs(bff.app, 'analyst');
    [old, recent] = await bff.createMerchants(
      { name: 'Lichthaus', earningsPerClick: '0.50', subIdParam: 'clickref' },
      { name: 'LuzViva', commissionRate: '10', subIdParam: 'clickref' },
      { name: 'Closed', isActive: false },
    );
    // Lichthaus joined three months ago: a merchant's creation time is the merchants service's own.
    await bff.merchants.database.query(`UPDATE merchants.merchants SET created_at = now() - interval '90 days' WHERE id = $1`, [old.id]);

    iris = await bff.addProduct({ merchantId: old.id, merchantName: 'Lichthaus', title: 'Iris Lamp' });
    const sol = await bff.addProduct({ merchantId: recent.id, merchantName: 'LuzViva', title: 'Sol Lamp' });
    const addOld = () => bff.addProduct({ merchantId: old.id, merchantName: 'Lichthaus' });
    const older = [await addOld(), await addOld(), await addOld()];
    // Four of the five products were added two months ago (their creation time is catalog's own).
    await bff.catalog.database.query(`UPDATE catalog.products SET created_at = now() - interval '60 days' WHERE id = ANY($1::uuid[])`, [
      [sol.id, ...older.map((p) => p.id)],
    ]);

    // This week: Iris Lamp counted twice (two visitors), once more a duplicate, once by a bot; Sol Lamp once.
    const click = async (productId: string, ip: string, userAgent = BROWSER_UA) => {
      const response = await bff.app.inject({
        method: 'GET',
        url: `/api/click/${productId}`,
        headers: { 'user-agent': userAgent, 'x-forwarded-for': ip, cookie: 'language=de' },
      });
      expect(response.statusCode).toBe(302);
    };
    await click(iris.id, '198.51.100.1');
    await click(iris.id, '198.51.100.2');
    await click(iris.id, '198.51.100.1');
    await click(iris.id, '198.51.100.3', GOOGLEBOT);
    await click(sol.id, '198.51.100.4');
    // Older clicks of Lichthaus: one 45 days ago (the 30 days before the last 30), one 75 days ago.
    const [first, second] = older;
    await bff.recordEarlierClick({ occurredAt: daysAgo(45), productId: first.id, merchantId: old.id });
    await bff.recordEarlierClick({ occurredAt: daysAgo(75), productId: second.id, merchantId: old.id });

    const clicks = await bff.startClicks();
    const stored = await eventually(
      async () => (await clicks.database.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks.clicks'))[0]?.n,
      (n) => n === CLICKS_SENT,
      20_000,
    );
    expect(stored).toBe(CLICKS_SENT);
  }, 180_000);
  afterAll(() => bff?.close(), 60_000);

  const get = (url: string, cookie = analyst.cookie) => bff.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('lets no anonymous caller in', async () => {
    for (const url of ['/api/admin/dashboard', '/api/analytics/overview', '/api/admin/system-health']) {
      expect((await get(url, '')).statusCode).toBe(401);
    }
  });

  it('GET /api/admin/dashboard answers the four totals with their trends', async () => {
    const response = await get('/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json<DashboardDto>()).toEqual({
      totalProducts: 5,
      // 'Closed' is not active.
      activeMerchants: 2,
      // Counted clicks only (no duplicate, no bot), of all time.
      totalClicks: 5,
      // Lichthaus 4 × €0.50 + LuzViva 1 × (10% × €120 × 2%)
      revenueEstimate: 2.24,
      trends: {
        // 5 products now, 4 thirty days ago.
        totalProducts: 25,
        // Two active merchants now, one thirty days ago.
        activeMerchants: 100,
        // 3 clicks in the last 30 days, 1 in the 30 before.
        totalClicks: 200,
        // €1.24 against €0.50.
        revenueEstimate: 148,
      },
    });
  });

  it('GET /api/analytics/overview names merchants and products and computes bot share and revenue', async () => {
    const response = await get(`/api/analytics/overview?range=7&merchant=${old.id}`);
    expect(response.statusCode).toBe(200);
    const overview = response.json<AnalyticsOverviewDto>();
    expect(overview).toMatchObject({
      range: 7,
      merchantId: old.id,
      byMerchant: [{ merchantId: old.id, name: 'Lichthaus', clicks: 2, revenueEstimate: 1 }],
      byLanguage: [{ language: 'de', clicks: 2 }],
      topProducts: [{ productId: iris.id, title: 'Iris Lamp', slug: 'iris-lamp', clicks: 2 }],
      // One bot among four clicks seen.
      totals: { clicks: 2, bots: 1, duplicates: 1, botShare: 25, revenueEstimate: 1 },
    });
    expect(overview.perDay).toHaveLength(7);
    expect(overview.perDay.at(-1)?.day).toBe(overview.to);
    expect(overview.perDay.reduce((sum, day) => sum + day.clicks, 0)).toBe(2);
    expect(overview.perDay.reduce((sum, day) => sum + day.bots, 0)).toBe(1);
  });

  it('refuses a range other than 7, 30 or 90 naming the field', async () => {
    const response = await get('/api/analytics/overview?range=14');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('range');
  });
});
