import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newSession, openPage } from '../support/browser';

async function fetchPage(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html', 'accept-language': 'en' } });
  return { status: response.status, html: await response.text() };
}

/** No raw JSON for a shopper: odd addresses get the matching Not Found card, with a real 404. */
describe('odd addresses', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['/category/Ceiling_Lights', 'Category Not Found'],
    ['/category/ceiling%20lights', 'Category Not Found'],
    ['/collections/WARM-NIGHTS', 'Collection Not Found'],
    ['/guides/lighting_101', 'Guide Not Found'],
    ['/product/Brass-Lamp', 'Product Not Found'],
    ['/brands/No_Such_Brand', 'Brand Not Found'],
  ])('%s answers 404 with the %s card, server-rendered and in the browser', async (path, title) => {
    const { status, html } = await fetchPage(path);
    expect(status).toBe(404);
    expect(html).toContain(title);
    expect(html).not.toContain('"statusCode"');
    const { context, page } = await newSession(browser);
    try {
      await openPage(page, path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(/statusCode|VALIDATION/);
    } finally {
      await context.close();
    }
  });

  it('shows the 404 page for a malformed URL escape', async () => {
    const { status, html } = await fetchPage('/product/%E0%A4%A');
    expect(status).toBe(404);
    expect(html).not.toContain('"statusCode"');
    expect(html).toMatch(/Not Found/);
  });

  it('cuts a search term over the limit and says so, listing results instead of an error', async () => {
    const { context, page } = await newSession(browser);
    try {
      await openPage(page, `/search?q=${'lamp '.repeat(60)}`);
      await page.getByTestId('search-term-cut').waitFor();
      await page.getByTestId('search-count').waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(/statusCode|VALIDATION/);
    } finally {
      await context.close();
    }
  });
});
