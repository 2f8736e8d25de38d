import { CatalogClickPatterns, CatalogPatterns, ClicksPatterns, type ClickAnalyticsReply, type ClickDashboardReply } from '@lumina/contracts';
import { randomUUID } from 'node:crypto';
import { signedInAs, type SignedIn } from '../auth/testing/admin-sessions';
import { merchant, startClicksBff, type ClicksBff } from './testing/clicks-bff';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('admin dashboard and analytics', () => {
  let bff: ClicksBff;
  const old = merchant({ id: randomUUID(), name: 'Lichthaus', earningsPerClick: '0.50' });
  const recent = merchant({ id: randomUUID(), name: 'LuzViva', commissionRate: '10', createdAt: new Date().toISOString() });
  const inactive = merchant({ id: randomUUID(), name: 'Closed', isActive: false });

  let analyst: SignedIn;

  beforeAll(async () => {
    bff = await startClicksBff('click-analytics', [old, recent, inactive]);
    analyst = await signedInAs(bff.app, 'analyst');
  });

  const get = (url: string, cookie = analyst.cookie) => bff.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('lets no anonymous caller in', async () => {
    for (const url of ['/api/admin/dashboard', '/api/analytics/overview', '/api/admin/system-health']) {
      expect((await get(url, '')).statusCode).toBe(401);
    }
  });
  afterAll(() => bff.close());

  it('GET /api/admin/dashboard answers the four totals with their trends', async () => {
    bff.catalog.answer(CatalogClickPatterns.productStats, () => ({ total: 1200, addedSince: 200 }));
    bff.clicks.answer(ClicksPatterns.dashboard, (): ClickDashboardReply => ({
      totalClicks: 300,
      byMerchantAllTime: [
        { merchantId: old.id, clicks: 200 },
        { merchantId: recent.id, clicks: 100 },
      ],
      byMerchantLast30: [{ merchantId: old.id, clicks: 60 }],
      byMerchantPrevious30: [{ merchantId: old.id, clicks: 40 }],
      databaseLatencyMs: 1,
    }));
    const response = await get('/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalProducts: 1200,
      activeMerchants: 2,
      totalClicks: 300,
      // 200 × €0.50 + 100 × (10% × €120 × 2%)
      revenueEstimate: 124,
      trends: { totalProducts: 20, activeMerchants: 100, totalClicks: 50, revenueEstimate: 50 },
    });
  });

  it('GET /api/analytics/overview names merchants and products and computes bot share and revenue', async () => {
    const productId = randomUUID();
    bff.clicks.answer(ClicksPatterns.analyticsOverview, (payload): ClickAnalyticsReply => {
      expect(payload).toEqual({ range: 7, merchantId: old.id });
      return {
        range: 7,
        from: '2026-11-17',
        to: '2026-11-23',
        perDay: [{ day: '2026-11-23', clicks: 9, bots: 1 }],
        byMerchant: [{ merchantId: old.id, clicks: 9 }],
        byLanguage: [{ language: 'de', clicks: 9 }],
        topProducts: [{ productId, clicks: 9 }],
        totals: { clicks: 9, bots: 1, duplicates: 0 },
      };
    });
    bff.catalog.answer(CatalogPatterns.productSnapshots, () => [
      { id: productId, slug: 'iris-lamp', title: 'Iris Lamp', sku: 'X', priceMinor: 100, currency: 'EUR', imageUrl: null, isInStock: true },
    ]);
    const response = await get(`/api/analytics/overview?range=7&merchant=${old.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      range: 7,
      merchantId: old.id,
      byMerchant: [{ merchantId: old.id, name: 'Lichthaus', clicks: 9, revenueEstimate: 4.5 }],
      topProducts: [{ productId, title: 'Iris Lamp', slug: 'iris-lamp', clicks: 9 }],
      totals: { clicks: 9, bots: 1, duplicates: 0, botShare: 10, revenueEstimate: 4.5 },
    });
  });

  it('refuses a range other than 7, 30 or 90 naming the field', async () => {
    const response = await get('/api/analytics/overview?range=14');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('range');
  });
});
