import type { Browser, Page } from 'playwright-core';
import { adminApi, signIn, unique } from '../support/admin';
import { launchBrowser, newSession, openPage } from '../support/browser';

const CONSENTED = { 'cookie-consent': 'accepted', language: 'en' };

async function rowTitles(page: Page): Promise<string[]> {
  await page.locator('[data-testid="product-row"]').first().waitFor();
  return (await page.getByTestId('product-title').allTextContents()).map((title) => title.trim());
}

/** Prices of the table's rows as numbers (the cell's first amount; "€1,234.50"). */
async function rowPrices(page: Page): Promise<number[]> {
  const cells = await page.getByTestId('product-price').evaluateAll((nodes) => nodes.map((node) => node.firstChild?.textContent ?? ''));
  return cells.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

/**
 * How long the shop and search may take to follow an admin write. The target is 5 s (issue 9, a
 * benchmark's business); the journey allows more for a loaded test machine.
 */
const SEARCH_FOLLOWS_MS = 20_000;

// Each journey may wait twice for the shop and search to follow.
jest.setTimeout(120_000);

/** Polls `check` until it holds (the shop and search follow an admin write within seconds). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('admin products journeys', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('pages, filters, sorts and searches the table, every state in the address', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await signIn(page, undefined, '/admin/login?next=%2Fadmin%2Fproducts');
    await page.waitForURL('**/admin/products');
    expect(await rowTitles(page)).toHaveLength(20);
    const showing = page.getByTestId('products-showing');
    await expect(showing.textContent()).resolves.toMatch(/^Showing 1–20 of [\d,]+ products$/);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/admin/products?page=2');
    await page.getByTestId('products-page').filter({ hasText: /^Page 2 of/ }).waitFor();

    // A filter starts again at page 1.
    const brand = page.getByLabel('Brand');
    const brandOption = (await brand.locator('option').nth(1).getAttribute('value')) ?? '';
    await brand.selectOption(brandOption);
    await page.waitForURL(`**/admin/products?brand=${brandOption}`);
    await rowTitles(page);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL(`**/admin/products?brand=${brandOption}&sortBy=price&sortOrder=asc`);
    await eventually(async () => {
      const prices = await rowPrices(page);
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
    });

    await page.getByLabel('Brand').selectOption('');
    await page.waitForURL('**/admin/products?sortBy=price&sortOrder=asc');
    // Descending is the default order, so the address leaves it out.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await page.waitForURL('**/admin/products?sortBy=price');
    await eventually(async () => {
      const prices = await rowPrices(page);
      return prices.length === 20 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price);
    });

    // Search: one request after typing stops (500 ms), the term in the address.
    const [first] = await rowTitles(page);
    const word = first!.split(/\s+/)[0]!;
    await page.getByRole('searchbox', { name: 'Search products' }).pressSequentially(word, { delay: 30 });
    await page.waitForURL(`**/admin/products?search=${encodeURIComponent(word)}&sortBy=price`);
    await eventually(async () => (await rowTitles(page)).some((title) => title.includes(word)));

    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzz-no-such-lamp-qqqq');
    await page.getByText('No Products Found').waitFor();
    await page.getByTestId('products-empty').getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL('**/admin/products?sortBy=price');
    expect(await rowTitles(page)).toHaveLength(20);
    await context.close();
  });

  it('edits a product and the shop and search show the change', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    const api = await adminApi(context.request);
    await signIn(page, undefined, '/admin/login?next=%2Fadmin%2Fproducts');
    await page.waitForURL('**/admin/products');
    const [title] = await rowTitles(page);
    const row = page.getByTestId('product-row').first();
    const onSite = row.getByRole('button', { name: `Actions for ${title}` });
    await onSite.click();
    const slugHref = await page.getByRole('menu').getByRole('menuitem', { name: 'View on Site' }).getAttribute('href');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    const newTitle = unique('Edited Lamp');
    const titleField = dialog.getByLabel('Title');
    await titleField.waitFor();
    const id = (await api.get(`/api/products/${slugHref!.split('/').pop()}`).then((response) => response.json())) as { id: string };
    try {
      await titleField.fill(newTitle);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(async () => (await rowTitles(page)).includes(newTitle));

      const shop = await context.newPage();
      await eventually(async () => {
        await openPage(shop, slugHref!);
        return ((await shop.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim() === newTitle;
      }, SEARCH_FOLLOWS_MS);
      await eventually(async () => {
        const found = (await (await api.get(`/api/products?q=${encodeURIComponent(newTitle)}&limit=5`)).json()) as { products: Array<{ title: string }> };
        return found.products.some((product) => product.title === newTitle);
      }, SEARCH_FOLLOWS_MS);
    } finally {
      // Other journeys expect the demo catalogue as seeded.
      const current = (await (await api.get(`/api/admin/products/${id.id}`)).json()) as Record<string, unknown>;
      await api.put(`/api/admin/products/${id.id}`, {
        title,
        price: current.price,
        originalPrice: current.originalPrice,
        isInStock: current.isInStock,
        shortDescription: current.shortDescription,
        longDescription: current.longDescription,
        badges: ((current.badges as Array<{ badge: { id: string } }>) ?? []).map((entry) => entry.badge.id),
        featured: current.isFeatured ?? false,
      });
    }
    await context.close();
  });

  it('deletes a product after a confirmation: gone from search, listed under Removed, restorable', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    const api = await adminApi(context.request);
    await signIn(page, undefined, '/admin/login?next=%2Fadmin%2Fproducts%3FsortBy%3DcreatedAt%26sortOrder%3Dasc');
    const [title] = await rowTitles(page);
    const listed = (await (await api.get(`/api/products?q=${encodeURIComponent(title!)}&limit=10`)).json()) as { products: Array<{ id: string; title: string }> };
    const id = listed.products.find((product) => product.title === title)?.id;
    expect(id).toBeDefined();
    try {
      await page.getByTestId('product-row').first().getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
      await confirm.getByRole('button', { name: 'Delete Product' }).click();
      await confirm.waitFor({ state: 'detached' });
      await eventually(async () => !(await rowTitles(page)).includes(title!));

      await eventually(async () => {
        const found = (await (await api.get(`/api/products?q=${encodeURIComponent(title!)}&limit=10`)).json()) as { products: Array<{ id: string }> };
        return !found.products.some((product) => product.id === id);
      }, SEARCH_FOLLOWS_MS);

      await page.getByLabel('Status').selectOption('removed');
      await page.waitForURL('**status=removed**');
      await eventually(async () => (await rowTitles(page)).includes(title!));
      await page.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Restore' }).click();
      await eventually(async () => (await page.getByTestId('product-row').count()) === 0 || !(await rowTitles(page)).includes(title!));
      await eventually(async () => {
        const found = (await (await api.get(`/api/products?q=${encodeURIComponent(title!)}&limit=10`)).json()) as { products: Array<{ id: string }> };
        return found.products.some((product) => product.id === id);
      }, SEARCH_FOLLOWS_MS);
    } finally {
      if (id) await api.post(`/api/admin/products/${id}/restore`);
    }
    await context.close();
  });
});
