import type { Browser } from 'playwright-core';
import { advancePageClock, launchBrowser, newSession, openPage } from '../support/browser';

/** Storage that keeps the cookie banner away, for journeys not about it. */
const CONSENTED = { 'cookie-consent': 'accepted' };

describe('storefront shell', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('shows the category cards on the home page, each linking to its category', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/');
    const main = page.getByRole('main');
    for (const slug of ['ceiling-lights', 'pendant-lights', 'wall-sconces', 'outdoor-lighting', 'smart-lighting', 'led-bulbs']) {
      await main.locator(`a[href="/en/category/${slug}"]`).first().waitFor({ state: 'visible' });
    }
    await main.getByText('Ceiling Lights').first().waitFor({ state: 'visible' });
    await expect(main.locator('a[href^="/en/category/"]').count()).resolves.toBeGreaterThanOrEqual(6);
    await context.close();
  });

  it("shows 'Page Not Found' for an unknown path", async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    const response = await openPage(page, '/nothing/such/page');
    expect(response?.status()).toBe(404); // rendered on the server, with a real status
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor({ state: 'visible' });
    await context.close();
  });

  it('switches the navigation to German and keeps it after a reload', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/');
    const nav = page.getByRole('banner');
    await nav.getByRole('link', { name: 'Brands' }).first().waitFor();
    await page.getByTestId('language-picker-header').click();
    await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
    await nav.getByRole('link', { name: 'Marken' }).first().waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    // The same page in German, at its German address.
    expect(new URL(page.url()).pathname).toBe('/de/');
    await page.reload();
    await nav.getByRole('link', { name: 'Marken' }).first().waitFor();
    await expect(nav.getByRole('link', { name: 'Brands' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows Swedish for Svenska, and Finnish for Suomi (translated by issue 28)', async () => {
    const { page, context } = await newSession(browser, { storage: { ...CONSENTED, language: 'sv' } });
    await openPage(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Varumärken' }).first().waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('sv');
    await context.close();

    const finnish = await newSession(browser, { storage: { ...CONSENTED, language: 'fi' } });
    await openPage(finnish.page, '/');
    await finnish.page.getByRole('banner').getByRole('link', { name: 'Merkit' }).first().waitFor();
    await expect(finnish.page.getByRole('banner').getByRole('link', { name: 'Brands' }).count()).resolves.toBe(0);
    await expect(finnish.page.locator('html').getAttribute('lang')).resolves.toBe('fi');
    await finnish.context.close();
  });

  it('shows the cookie banner after about a second and never again after Accept All', async () => {
    const { page, context } = await newSession(browser);
    await openPage(page, '/');
    const accept = page.getByRole('button', { name: 'Accept All' });
    // When it appeared, on the page's own clock (ms since navigation began): its one-second timer starts
    // after the app mounts, so it cannot show before 1,000 ms, however long the load took here.
    const shownAt = await page
      .waitForFunction(
        () => {
          const button = Array.from(document.querySelectorAll('button')).find((element) => element.textContent?.trim() === 'Accept All');
          return button && button.getClientRects().length > 0 ? performance.now() : null;
        },
        undefined,
        { timeout: 5000, polling: 'raf' },
      )
      .then((handle) => handle.jsonValue());
    expect(shownAt).toBeGreaterThanOrEqual(1000);
    await accept.click();
    await accept.waitFor({ state: 'hidden' });
    // The banner would show 1 s after its code mounted: run the page's clock past that once it has.
    await page.clock.install();
    await page.route('**/assets/cookie-banner-*.js', (route) => route.continue()); // routed: fetched, never from cache
    const bannerCode = page.waitForResponse(/\/assets\/cookie-banner-[^/]+\.js$/);
    await page.reload();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await (await bannerCode).finished();
    await advancePageClock(page, 3000);
    await expect(accept.isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => localStorage.getItem('cookie-consent'))).resolves.toBe('accepted');
    await context.close();
  });
});
