import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newSession, openPage, pageTasksRun } from '../support/browser';

/** Storage that keeps the cookie banner away, for journeys not about it. */
const CONSENTED = { 'cookie-consent': 'accepted', language: 'en' };

/** The h1 of the page once it shows. */
async function heading(page: Page, name?: string | RegExp): Promise<string> {
  const h1 = name ? page.getByRole('heading', { level: 1, name }) : page.locator('main h1').first();
  await h1.waitFor({ state: 'visible' });
  return (await h1.textContent())?.trim() ?? '';
}

describe('catalogue journeys', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('goes from the home page to a category, a product and one of its related products', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/');
    const main = page.getByRole('main');
    await heading(page, 'Beautiful lighting for every European home');

    // Featured products: the first 8.
    const featured = main.locator('#featured');
    await featured.getByTestId('product-card').first().waitFor();
    await expect(featured.getByTestId('product-card').count()).resolves.toBe(8);

    await main.locator('#categories a[href="/en/category/ceiling-lights"]').click();
    await page.waitForURL('**/category/ceiling-lights');
    await heading(page, 'Ceiling Lights');
    await main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).waitFor();

    // 12 per page, Load More appends the next 12.
    const cards = main.getByTestId('product-card');
    await cards.nth(11).waitFor();
    await expect(cards.count()).resolves.toBe(12);
    await main.getByRole('button', { name: 'Load More' }).click();
    await cards.nth(23).waitFor();
    await expect(cards.count()).resolves.toBe(24);

    const firstTitle = cards.first().getByRole('heading').getByRole('link');
    const productName = ((await firstTitle.textContent()) ?? '').trim();
    await firstTitle.click();
    await page.waitForURL('**/product/**');
    // The URL changes before the product page replaces the category's h1: wait for the product's.
    expect(await heading(page, productName)).toBe(productName);
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Ceiling Lights' }).waitFor();
    await expect(page.title()).resolves.toBe(`${productName} | Lumina`);

    const related = main.getByTestId('related-products');
    await related.getByTestId('product-card').first().waitFor();
    const relatedCount = await related.getByTestId('product-card').count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(4);
    const relatedTitles = await related.getByTestId('product-card').getByRole('heading').allTextContents();
    expect(relatedTitles.map((title) => title.trim())).not.toContain(productName);

    const relatedLink = related.getByTestId('product-card').first().getByRole('heading').getByRole('link');
    const relatedName = ((await relatedLink.textContent()) ?? '').trim();
    const relatedHref = await relatedLink.getAttribute('href');
    await relatedLink.click();
    await page.waitForURL(`**${relatedHref}`);
    expect(await heading(page, relatedName)).toBe(relatedName);
    await context.close();
  });

  it('shows the product page with its price, spec tiles, merchant link and JSON-LD', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/category/led-bulbs');
    const main = page.getByRole('main');
    await main.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
    await heading(page);
    await main.getByTestId('product-price').waitFor();
    for (const label of ['Lumens', 'Colour temperature', 'Wattage', 'IP rating']) await main.getByTestId('spec-tiles').getByText(label).waitFor();
    await main.getByTestId('specifications-table').waitFor();
    const merchant = main.getByTestId('view-at-merchant');
    if ((await merchant.count()) > 0) {
      await expect(merchant.getAttribute('href')).resolves.toMatch(/^\/api\/click\/[0-9a-f-]{36}\?from=%2Fen%2Fproduct%2F[a-z0-9-]+$/);
      await expect(merchant.getAttribute('target')).resolves.toBe('_blank');
      await expect(merchant.getAttribute('rel')).resolves.toBe('sponsored noopener noreferrer');
    }
    // The offers table (issue 25): a demo product has one offer, its merchant's, marked cheapest when
    // in stock, whose 'View deal' goes through the click redirect with its offer id; rendered on the server.
    const offers = main.getByTestId('offers');
    await offers.getByRole('heading', { name: 'Compare offers' }).waitFor();
    await expect(offers.getByTestId('offer-row').count()).resolves.toBe(1);
    await expect(offers.getByTestId('offer-view-deal').getAttribute('href')).resolves.toMatch(
      /^\/api\/click\/[0-9a-f-]{36}\?offer=[0-9a-f-]{36}&from=%2F[a-z]{2}%2Fproduct%2F[a-z0-9-]+$/,
    );
    const served = await (await page.request.get(page.url())).text();
    expect(served).toContain('data-testid="offer-row"');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type': string;
      offers: { '@type': string; priceCurrency: string; availability: string; url: string };
    };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers['@type']).toBe('Offer');
    expect(jsonLd.offers.url).toBe(page.url());
    expect(jsonLd.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBeTruthy();

    await main.getByRole('button', { name: 'Compare' }).click();
    await page.getByText('Added to Compare', { exact: true }).waitFor();
    await page.getByText('Product added to comparison list', { exact: true }).waitFor();
    await context.close();
  });

  it('applies the quantity rules on the product page', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/product/inert-html-demo');
    await heading(page);
    const input = page.getByRole('textbox', { name: 'Quantity' });
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });

    await expect(input.inputValue()).resolves.toBe('1');
    await expect(minus.isDisabled()).resolves.toBe(true);
    await plus.click();
    await plus.click();
    await expect(input.inputValue()).resolves.toBe('3');
    await minus.click();
    await expect(input.inputValue()).resolves.toBe('2');

    await input.fill('abc');
    await expect(input.inputValue()).resolves.toBe('1');
    await input.fill('150');
    await expect(input.inputValue()).resolves.toBe('99');
    await expect(plus.isDisabled()).resolves.toBe(true);
    await minus.click();
    await expect(input.inputValue()).resolves.toBe('98');
    await input.fill('0');
    await expect(input.inputValue()).resolves.toBe('1');
    await expect(minus.isDisabled()).resolves.toBe(true);
    await input.fill('');
    await input.press('Tab');
    await expect(input.inputValue()).resolves.toBe('1');
    await context.close();
  });

  it('renders the hostile HTML description of inert-html-demo inert', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openPage(page, '/product/inert-html-demo');
    await heading(page);
    const description = page.getByTestId('long-description');
    await description.waitFor();
    await description.getByText('inert').first().waitFor();
    // Give an image error/load handler every chance to run, and hover what had onmouseover.
    await page.waitForLoadState('load');
    await description.locator('p').last().hover();
    const link = description.getByRole('link', { name: 'Click for details' });
    if ((await link.count()) > 0) await link.click({ noWaitAfter: true }).catch(() => undefined);
    // Every event the markup could have hooked has fired: each image loaded or failed, and what the
    // click queued (a `javascript:` navigation) has run.
    await description.evaluate(async (element) => {
      const pending = Array.from(element.querySelectorAll('img')).filter((image) => !image.complete);
      await Promise.all(
        pending.map((image) => new Promise((settled) => ['load', 'error'].forEach((event) => image.addEventListener(event, settled, { once: true })))),
      );
    });
    await pageTasksRun(page);

    await expect(page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).resolves.toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.locator('[href^="javascript:" i]').count()).resolves.toBe(0);
    await expect(description.locator('script').count()).resolves.toBe(0);
    await expect(description.locator('[onerror], [onload], [onmouseover], [onclick]').count()).resolves.toBe(0);
    await context.close();
  });

  it('opens a collection from the collections page', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/collections');
    await heading(page, 'Curated Collections');
    const main = page.getByRole('main');
    await main.getByTestId('featured-collections').getByTestId('collection-card').first().waitFor();
    const card = main.getByTestId('collection-card').first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.click();
    await page.waitForURL('**/collections/*');
    expect(await heading(page, name)).toBe(name);
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Collections' }).waitFor();
    await main.getByTestId('collection-count').waitFor();
    const count = Number.parseInt((await main.getByTestId('collection-count').textContent()) ?? '', 10);
    if (count > 0) await expect(main.getByTestId('product-card').count()).resolves.toBe(count);
    else await main.getByRole('heading', { name: 'No Products Yet' }).waitFor();
    await context.close();
  });

  it('opens a guide from the guides page and goes back to all guides', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    const englishGuides = (await (await fetch(`${baseUrl()}/api/guides?language=en`)).json()) as Array<{ title: string }>;
    await openPage(page, '/guides');
    await heading(page, 'Lighting Guides');
    const main = page.getByRole('main');
    const card = main.getByTestId('guide-card').first();
    await card.waitFor();
    await expect(main.getByTestId('guides-newsletter-cta').getByRole('link').getAttribute('href')).resolves.toBe('/en/#newsletter');
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    expect(englishGuides.map((guide) => guide.title)).toContain(title); // the guides of the page's language
    await card.getByRole('link', { name: /Read Guide/ }).click();
    await page.waitForURL('**/guides/*');
    expect(await heading(page, title)).toBe(title);
    await main.getByTestId('guide-meta').waitFor();
    await main.getByTestId('guide-hero-image').waitFor();
    await main.getByTestId('guide-content').locator('p').first().waitFor();
    await main.getByRole('link', { name: 'Back to All Guides' }).click();
    await page.waitForURL('**/guides');
    await heading(page, 'Lighting Guides');
    await context.close();
  });

  it.each([
    ['/category/no-such-category', 'Category Not Found', 'The requested category could not be found.'],
    ['/product/no-such-product', 'Product Not Found', 'The requested product could not be found.'],
    ['/collections/no-such-collection', 'Collection Not Found', 'The requested collection could not be found.'],
    ['/guides/no-such-guide', 'Guide Not Found', 'The requested guide could not be found.'],
  ])('shows the not-found state for %s', async (path, title, text) => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, path);
    await heading(page, title);
    await page.getByText(text).waitFor();
    await expect(page.title()).resolves.toBe(`${title} | Lumina`);
    await context.close();
  });

  it('redirects /products/{slug} to /product/{slug}', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/products/inert-html-demo');
    await page.waitForURL('**/product/inert-html-demo');
    await heading(page);
    await context.close();
  });

  it('advances the testimonial carousel after 6 s and wraps from the first to the last', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/');
    const carousel = page.getByTestId('testimonial-carousel');
    await carousel.waitFor();
    await expect(carousel.getAttribute('data-index')).resolves.toBe('0');
    // 55 testimonials: a compact position, not 55 dots.
    await expect(carousel.getByTestId('carousel-dot').count()).resolves.toBe(0);
    const position = carousel.getByTestId('carousel-position');
    await expect(position.textContent()).resolves.toBe('1 / 55');

    const started = Date.now();
    await page.waitForFunction(() => document.querySelector('[data-testid="testimonial-carousel"]')?.getAttribute('data-index') === '1', undefined, {
      timeout: 10_000,
    });
    expect(Date.now() - started).toBeGreaterThan(4_000);
    await expect(position.textContent()).resolves.toBe('2 / 55');

    await page.waitForTimeout(350); // the controls are locked for 300 ms after a change
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(carousel.getAttribute('data-index')).resolves.toBe('0');
    await page.waitForTimeout(350);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(carousel.getAttribute('data-index')).resolves.toBe('54');
    await carousel.getByRole('group', { name: '55 of 55' }).waitFor();
    await page.waitForTimeout(350);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(carousel.getAttribute('data-index')).resolves.toBe('0');
    await context.close();
  });

  it('keeps a newsletter subscription made before the page has hydrated, without a request', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    // The scripts are held back: the server-rendered form is on screen before React is.
    let releaseScripts: (() => void) | undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(request.url());
    });
    await page.goto('/#newsletter', { waitUntil: 'commit' });
    const form = page.getByTestId('newsletter-form');
    const email = form.getByRole('textbox', { name: 'Email address' });
    await email.fill('ana@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(new URL(page.url()).search).toBe(''); // no native submission with the address in the URL

    releaseScripts?.();
    await page.getByTestId('newsletter-success').waitFor();
    await expect(page.getByTestId('newsletter-success').textContent()).resolves.toContain('We respect your privacy.');
    await expect(email.inputValue()).resolves.toBe('');
    expect(new URL(page.url()).search).toBe('');
    expect(sent).toEqual([]);
    await context.close();
  });
});
