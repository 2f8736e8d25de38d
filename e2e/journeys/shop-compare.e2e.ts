import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newSession, openPage } from '../support/browser';

interface Product {
  slug: string;
  title: string;
}

const CONSENTED = { 'cookie-consent': 'accepted', language: 'en' };

describe('compare list and partner link', () => {
  let browser: Browser;
  let products: Product[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const response = await fetch(`${baseUrl()}/api/products?limit=3`);
    products = ((await response.json()) as { products: Product[] }).products;
  });
  afterAll(() => browser.close());

  it('keeps products to compare across pages and shows them side by side', async () => {
    const { context, page } = await newSession(browser, { storage: CONSENTED });
    try {
      for (const product of products.slice(0, 2)) {
        await openPage(page, `/product/${product.slug}`);
        await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
        await page.getByTestId('compare').click();
        await page.getByText('Added to Compare', { exact: true }).first().waitFor();
      }
      // The bar follows the shopper to another page and leads to the table.
      await openPage(page, '/deals');
      const bar = page.getByTestId('compare-bar');
      await bar.getByText('2 products to compare').waitFor();
      await bar.getByRole('link', { name: 'Compare now' }).click();
      await page.waitForURL('**/compare');
      const table = page.getByTestId('compare-table');
      await table.getByTestId('compare-column').nth(1).waitFor();
      await expect(table.getByTestId('compare-column').count()).resolves.toBe(2);
      for (const product of products.slice(0, 2)) await table.getByRole('link', { name: product.title }).waitFor();
      // Rows whose values differ are marked (two different products differ at least in SKU).
      await expect(table.locator('tr[data-differs="true"]').count()).resolves.toBeGreaterThan(0);
      // The list survives a reload: it lives in the browser.
      await page.reload();
      await page.getByTestId('compare-table').getByTestId('compare-column').nth(1).waitFor();
    } finally {
      await context.close();
    }
  });

  it("lists the partner brand's products at the hero's link, without a search term", async () => {
    const { context, page } = await newSession(browser, { storage: CONSENTED });
    try {
      await openPage(page, '/');
      await page.getByTestId('hero-partner-link').click();
      await page.waitForURL('**/search?brand=aurelia-smart');
      await page.getByTestId('product-card').first().waitFor();
      await page.getByTestId('search-count').getByText(/match your filters/).waitFor();
      const brands = await page.getByTestId('product-card').evaluateAll((cards) => cards.length);
      expect(brands).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('lists a brand page and the deals page with their products', async () => {
    const { context, page } = await newSession(browser, { storage: CONSENTED });
    try {
      await openPage(page, '/brands');
      await page.getByTestId('brands-index').getByRole('link', { name: 'Aurelia Smart' }).click();
      await page.waitForURL('**/brands/aurelia-smart');
      await page.getByRole('heading', { level: 1, name: 'Aurelia Smart' }).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      await openPage(page, '/deals');
      await page.getByTestId('product-card').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
