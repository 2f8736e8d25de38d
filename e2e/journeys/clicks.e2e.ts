import type { Browser, BrowserContext } from 'playwright-core';
import { adminApi, signIn } from '../support/admin';
import { baseUrl, launchBrowser, newSession, openPage } from '../support/browser';

/** The parts of the API's answers this journey reads. */
interface DashboardDto {
  totalClicks: number;
}
interface AnalyticsOverviewDto {
  totals: { clicks: number; bots: number };
}
interface ProductListDto {
  products: Array<{ id: string; slug: string; title: string; affiliateUrl: string | null }>;
}

const CONSENTED = { 'cookie-consent': 'accepted', language: 'en' };
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Reads until `done` accepts the value (the clicks service counts in the background), up to 60 s. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Merchant sites are `.example` hosts: answered here, so no request leaves the machine. */
async function interceptMerchants(context: BrowserContext): Promise<string[]> {
  const visited: string[] = [];
  await context.route(/^https?:\/\/[^/]*\.example(\/|$)/, (route) => {
    visited.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body><h1>Merchant</h1></body></html>' });
  });
  return visited;
}

describe('click tracking journeys', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("a shopper's merchant link opens the merchant with a click id, and the admin dashboard and analytics count it", async () => {
    const admin = await newSession(browser);
    const api = await adminApi(admin.context.request);
    const totalBefore = ((await (await api.get('/api/admin/dashboard')).json()) as DashboardDto).totalClicks;

    // Headless Chromium says so in its user agent, which isbot rightly calls a bot: a shopper's browser does not.
    const shopperContext = await browser.newContext({ baseURL: baseUrl(), locale: 'en-GB', userAgent: BROWSER, viewport: { width: 1280, height: 900 } });
    await shopperContext.addInitScript((pairs: [string, string][]) => {
      for (const [key, value] of pairs) window.localStorage.setItem(key, value);
    }, Object.entries(CONSENTED));
    const shopper = { context: shopperContext, page: await shopperContext.newPage() };
    const visited = await interceptMerchants(shopper.context);
    // A product far down the list, so no other journey's click on it is within the 30-minute window.
    const listing = (await (await shopper.context.request.get('/api/products?limit=50&page=7&sortBy=title&sortOrder=desc')).json()) as ProductListDto;
    const product = listing.products.find((p) => p.affiliateUrl) ?? listing.products[0];
    if (!product) throw new Error('no product to click');
    await openPage(shopper.page, `/product/${product.slug}`);
    const [merchantTab] = await Promise.all([
      shopper.context.waitForEvent('page', { timeout: 15_000 }),
      shopper.page.getByTestId('view-at-merchant').click({ timeout: 15_000 }),
    ]);
    await merchantTab.waitForURL(/^https?:\/\/[^/]*\.example\//);
    const landed = new URL(merchantTab.url());
    expect(landed.hostname.endsWith('.example')).toBe(true);
    const clickId = [...landed.searchParams.values()].find((value) => UUID_V7.test(value));
    expect(clickId).toBeDefined();
    expect(visited).toContain(merchantTab.url());

    const dashboard = await eventually(
      async () => (await (await api.get('/api/admin/dashboard')).json()) as DashboardDto,
      (d) => d.totalClicks >= totalBefore + 1,
    );
    expect(dashboard.totalClicks).toBeGreaterThanOrEqual(totalBefore + 1);

    await signIn(admin.page);
    await openPage(admin.page, '/admin/dashboard');
    const shown = Number(((await admin.page.getByTestId('stat-total-clicks-value').textContent()) ?? '').replace(/[^\d]/g, ''));
    expect(shown).toBeGreaterThanOrEqual(totalBefore + 1);
    await admin.page.getByTestId('health-database').waitFor();
    await expect(admin.page.getByTestId('health-services').getAttribute('data-state')).resolves.toBe('operational');

    await openPage(admin.page, '/admin/analytics?range=7');
    const chart = admin.page.getByTestId('clicks-chart');
    await chart.waitFor();
    expect(Number(await chart.getAttribute('data-total'))).toBeGreaterThanOrEqual(1);
    await admin.page.getByTestId('analytics-top-products').getByText(product.title).waitFor();

    await admin.context.close();
    await shopper.context.close();
  });

  it("records a bot's click apart and never counts it", async () => {
    const admin = await newSession(browser);
    const api = await adminApi(admin.context.request);
    const overview = async () => (await (await api.get('/api/analytics/overview?range=7')).json()) as AnalyticsOverviewDto;
    const before = await overview();
    const listing = (await (await admin.context.request.get('/api/products?limit=20&page=3')).json()) as ProductListDto;
    const product = listing.products.find((p) => p.affiliateUrl);
    if (!product) throw new Error('no product with a merchant link');

    const response = await admin.context.request.get(`/api/click/${product.id}`, { headers: { 'user-agent': GOOGLEBOT }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['x-robots-tag']).toBe('noindex');

    const after = await eventually(overview, (o) => o.totals.bots >= before.totals.bots + 1);
    expect(after.totals.bots).toBe(before.totals.bots + 1);
    expect(after.totals.clicks).toBe(before.totals.clicks);
    await admin.context.close();
  });

  it("answers a browser the shop's 'Product Not Found' page for an unknown product's click", async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    const response = await page.goto('/api/click/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await context.close();
  });
});
