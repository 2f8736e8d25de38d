import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newSession, openPage } from '../support/browser';

// Three page journeys each, on a machine that may be busy.
jest.setTimeout(150_000);

/**
 * Issue 26 as a new shopper meets it on the demo catalogue (90 days of observed prices): a real
 * reduction struck at its 30-day low with the right percentage, a feed-only 'old price' never
 * struck, the price chart, and the energy class beside a LED bulb's price with its full label.
 */

interface Product {
  slug: string;
  title: string;
  price: string;
  originalPrice: string | null;
  reducedFrom: string | null;
  energyRating: string | null;
  lightSource: string | null;
  category: { id: string; slug: string } | null;
}

const cents = (price: string): number => Math.round(Number.parseFloat(price) * 100);
const euros = (price: string): string => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents(price) / 100);

async function listing(query: string): Promise<Product[]> {
  const response = await fetch(`${baseUrl()}/api/products?limit=100&${query}`);
  return ((await response.json()) as { products: Product[] }).products;
}

describe('prices over time and energy labels', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows a real reduction struck at its 30-day low with that percentage, and its 90-day chart', async () => {
    const [reduced] = (await listing('onSale=true')).filter((product) => product.reducedFrom !== null);
    if (!reduced?.reducedFrom) throw new Error('the demo catalogue needs a product Lumina saw reduced');
    const percent = Math.floor(((cents(reduced.reducedFrom) - cents(reduced.price)) * 100) / cents(reduced.reducedFrom));
    const { context, page } = await newSession(browser, { storage: { 'cookie-consent': 'accepted' } });
    try {
      await openPage(page, `/product/${reduced.slug}`);
      await page.getByRole('heading', { level: 1, name: reduced.title }).waitFor();
      await expect(page.getByTestId('was-price').textContent()).resolves.toContain(euros(reduced.reducedFrom));
      await expect(page.getByTestId('save-badge').textContent()).resolves.toBe(`Save ${percent}%`);

      const chart = page.getByTestId('price-history');
      await chart.getByTestId('price-chart').waitFor();
      await expect(chart.getByRole('tab', { name: '90 days' }).getAttribute('aria-selected')).resolves.toBe('true');
      await expect(chart.getByTestId('price-verdict').textContent()).resolves.toBe('Lowest price in 90 days');
      await chart.getByTestId('all-time-low').waitFor();
      // The period tabs work from the keyboard.
      await chart.getByRole('tab', { name: '90 days' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(chart.getByRole('tab', { name: '30 days' }).getAttribute('aria-selected')).resolves.toBe('true');
      await chart.getByText('Lowest price in 30 days').waitFor();
    } finally {
      await context.close();
    }
  });

  it("never strikes through a feed's own 'old price'; it shows as RRP", async () => {
    const claimed = (await listing('sortBy=price&sortOrder=asc')).find(
      (product) => product.originalPrice !== null && cents(product.originalPrice) > cents(product.price) && product.reducedFrom === null,
    );
    if (!claimed?.originalPrice) throw new Error('the demo catalogue needs a product whose feed claims an old price');
    const { context, page } = await newSession(browser, { storage: { 'cookie-consent': 'accepted' } });
    try {
      await openPage(page, `/product/${claimed.slug}`);
      await page.getByRole('heading', { level: 1, name: claimed.title }).waitFor();
      await expect(page.getByTestId('rrp').textContent()).resolves.toBe(`RRP ${euros(claimed.originalPrice)}`);
      await expect(page.getByTestId('was-price').count()).resolves.toBe(0);
      await expect(page.getByTestId('save-badge').count()).resolves.toBe(0);
      await expect(page.locator('[data-testid="product-price"] .line-through').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it("shows a LED bulb's class arrow beside its price on the card and the product page; the full label opens", async () => {
    const bulb = (await listing('sortBy=price&sortOrder=asc')).find(
      (product) => product.lightSource === 'light-source' && /^[A-G]$/.test(product.energyRating ?? ''),
    );
    if (!bulb?.category || !bulb.energyRating) throw new Error('the demo catalogue needs a LED bulb with an energy class');
    const { context, page } = await newSession(browser, { storage: { 'cookie-consent': 'accepted' } });
    try {
      await openPage(page, `/category/${bulb.category.slug}`);
      await page.getByTestId('product-card').first().getByTestId('energy-class').waitFor();
      const cards = page.getByTestId('product-card');
      const withArrow = cards.filter({ has: page.getByTestId('energy-class') });
      await expect(withArrow.count()).resolves.toBe(await cards.count());

      await openPage(page, `/product/${bulb.slug}`);
      const arrow = page.getByTestId('product-price').getByRole('button', { name: `Energy class ${bulb.energyRating}: show the energy label` });
      await arrow.click();
      await page.getByRole('img', { name: `EU energy label: class ${bulb.energyRating}` }).waitFor();
      await expect(page.getByRole('link', { name: 'Product information sheet' }).getAttribute('href')).resolves.toMatch(
        /^https:\/\/eprel\.ec\.europa\.eu\/screen\/product\/lightsources\/\d+$/,
      );
    } finally {
      await context.close();
    }
  });
});
