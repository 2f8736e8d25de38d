import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newSession, openPage } from '../support/browser';

/** Storage that keeps the cookie banner away, for journeys not about it. */
const CONSENTED = { 'cookie-consent': 'accepted' };

const searchBox = (page: Page) => page.getByTestId('search-form').getByRole('searchbox');
const cards = (page: Page) => page.getByTestId('product-card');

/** The result count line, e.g. "1,412 results for “pendant”", as a number. */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('search-count').textContent()) ?? '';
  return Number(/([\d,]+) results? for/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

/** The number beside a filter option, e.g. "GU10 (52)". */
async function optionCount(page: Page, group: string, name: string): Promise<number> {
  const row = page
    .getByTestId(group)
    .locator('li')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) });
  return Number(((await row.getByTestId('option-count').textContent()) ?? '').replace(/[^\d]/g, ''));
}

/** Waits until the count line shows something other than `previous`. */
async function countChangedFrom(page: Page, previous: number): Promise<number> {
  await page.waitForFunction((old) => {
    const text = document.querySelector('[data-testid="search-count"]')?.textContent ?? '';
    const match = /([\d,]+) results? for/.exec(text);
    return match !== null && Number(match[1]!.replace(/,/g, '')) !== old;
  }, previous);
  return resultCount(page);
}

/** The card prices in page order, in euros (English locale: "€1,234.50"). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((articles) =>
    articles.map((article) => article.querySelector('.mt-auto > span')?.textContent ?? ''),
  );
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

/**
 * A freshly started system builds its search index in the background and answers from PostgreSQL
 * (no typo tolerance) until then: wait until a typo finds something, i.e. Meilisearch answers.
 */
async function searchIndexReady(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(new URL('/api/products?q=chandeleir&limit=1', baseUrl()));
    if (response.ok && ((await response.json()) as { total: number }).total > 0) return;
    if (Date.now() > deadline) throw new Error(`the search index was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('search and filters', () => {
  let browser: Browser;

  beforeAll(async () => {
    [browser] = await Promise.all([launchBrowser(), searchIndexReady()]);
  }, 150_000);

  afterAll(() => browser.close());

  it('updates the address after a pause in typing and lists what was found, typos forgiven', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/search');
    await page.getByRole('heading', { name: 'Find the perfect light' }).waitFor();
    await searchBox(page).pressSequentially('chandeleir', { delay: 30 });
    // Still typing a moment ago: the address has not changed yet.
    expect(new URL(page.url()).search).toBe('');
    await page.waitForURL(/\/search\?q=chandeleir$/, { timeout: 5000 });
    await page.getByText(/results? for “chandeleir”/).waitFor();
    await expect(resultCount(page)).resolves.toBeGreaterThan(0);
    await expect(cards(page).first().getByRole('heading').textContent()).resolves.toMatch(/Chandelier/);
    await context.close();
  });

  it('narrows results and counts with each filter, and keeps them in a link that survives a reload', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/search?q=light');
    await page.getByText(/results? for “light”/).waitFor();
    const all = await resultCount(page);
    const gu10 = await optionCount(page, 'filter-bulb-types', 'GU10');
    expect(gu10).toBeGreaterThan(0);
    expect(gu10).toBeLessThan(all);

    await page.getByTestId('filter-bulb-types').getByRole('checkbox', { name: 'GU10', exact: true }).check();
    await page.waitForURL(/bulbType=GU10/);
    expect(await countChangedFrom(page, all)).toBe(gu10);

    const black = await optionCount(page, 'filter-finishes', 'Black');
    await page.getByTestId('filter-finishes').getByRole('checkbox', { name: 'Black', exact: true }).check();
    await page.waitForURL(/finish=black/);
    expect(await countChangedFrom(page, gu10)).toBe(black);

    await page.reload();
    await page.getByText(/results? for “light”/).waitFor();
    expect(await resultCount(page)).toBe(black);
    await expect(
      page.getByTestId('filter-bulb-types').getByRole('checkbox', { name: 'GU10', exact: true }).isChecked(),
    ).resolves.toBe(true);
    await expect(
      page.getByTestId('filter-finishes').getByRole('checkbox', { name: 'Black', exact: true }).isChecked(),
    ).resolves.toBe(true);
    await context.close();
  });

  it('sorts by price, in order on the page, and loads more in the same order', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/search?q=pendant');
    await page.getByText(/results? for “pendant”/).waitFor();
    await page.getByTestId('sort-menu').click();
    await page.getByRole('menuitemradio', { name: 'Price: Low to High' }).click();
    await page.waitForURL(/sortBy=price&sortOrder=asc/);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="sort-menu"]')?.textContent?.includes('Price: Low to High'),
    );
    await expect(cards(page).count()).resolves.toBe(12);
    let prices = await cardPrices(page);
    // The grid is replaced once the sorted page arrives: wait for an ascending first page.
    for (
      let attempt = 0;
      attempt < 20 && prices.join() !== [...prices].sort((a, b) => a - b).join();
      attempt += 1
    ) {
      await page.waitForTimeout(250);
      prices = await cardPrices(page);
    }
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'Load More' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length === 24);
    const more = await cardPrices(page);
    expect(more).toEqual([...more].sort((a, b) => a - b));
    await context.close();
  });

  it("says 'No results found' and goes back to the intro with 'Clear Search'", async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/search?q=xylophone%20zeppelin');
    await page.getByRole('heading', { name: 'No results found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.getByRole('heading', { name: 'Find the perfect light' }).waitFor();
    // The search page of the session's language (its address's prefix).
    expect(new URL(page.url()).pathname.replace(/^\/[a-z]{2}\//, '/') + new URL(page.url()).search).toBe('/search');
    await context.close();
  });

  it('filters a category page from its sidebar, 12 at a time', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/category/pendant-lights');
    const listing = page.getByTestId('listing-count');
    await listing.waitFor();
    const before = await listing.textContent();
    await expect(cards(page).count()).resolves.toBe(12);
    const brass = await optionCount(page, 'filter-finishes', 'Brass');
    await page.getByTestId('filter-finishes').getByRole('checkbox', { name: 'Brass', exact: true }).check();
    await page.waitForURL(/\/category\/pendant-lights\?finish=brass$/);
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="listing-count"]')?.textContent !== text,
      before,
    );
    expect(await listing.textContent()).toMatch(new RegExp(`of ${brass.toLocaleString('en')} products`));
    await context.close();
  });
});
