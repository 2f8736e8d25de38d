import type { Browser, Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import { signIn, unique } from '../support/admin';
import { launchBrowser, newSession, openPage } from '../support/browser';

const CONSENTED = { 'cookie-consent': 'accepted', language: 'en' };

// Two syncs and the search index following each: allow for a loaded test machine.
jest.setTimeout(240_000);

/**
 * The merchant's feed, served by this journey on the loopback port the test run allowed for it
 * (FEED_ALLOWED_HOSTS, infra/local/test-run.ts). Google Merchant column names: no mapping needed.
 * Images are the shop's own files: the products stay listed after this journey, and a browser in
 * another journey must never look up a host outside loopback (deep links are only ever hrefs).
 */
class JourneyFeed {
  private server?: Server;
  private price = '89.90';

  constructor(private readonly marker: string) {}

  async start(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      if (request.url !== '/feed.csv') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(this.csv());
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, '127.0.0.1', () => resolve());
    });
    return `http://127.0.0.1:${port}/feed.csv`;
  }

  setPrice(price: string): void {
    this.price = price;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private csv(): string {
    const rows = [
      ['id', 'title', 'description', 'link', 'image_link', 'price', 'brand', 'product_type', 'availability'],
      [`${this.marker}-1`, `Journeylamp ${this.marker} Pendant`, 'A brass pendant for the dining table.', `https://shop.example/p/${this.marker}-1`, '/images/products/pendant-lights-1.svg', `${this.price} EUR`, 'Journey Lights', 'Pendant Lights', 'in stock'],
      [`${this.marker}-2`, `Journeylamp ${this.marker} Wall Sconce`, 'A white wall sconce.', `https://shop.example/p/${this.marker}-2`, '/images/products/wall-sconces-1.svg', '39.50 EUR', 'Journey Lights', 'Wall Sconces', 'in stock'],
      [`${this.marker}-3`, `Journeylamp ${this.marker} Ceiling Light`, 'A flush ceiling light.', `https://shop.example/p/${this.marker}-3`, '/images/products/ceiling-lights-1.svg', '59.00 EUR', 'Journey Lights', 'Ceiling Lights', 'in stock'],
    ];
    return rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';
  }
}

/** A products file as an admin exports it from elsewhere: plain column names, no feed behind it. */
function uploadCsv(marker: string): string {
  return [
    'sku,title,description,price,link,image_link,brand,category',
    `${marker}-u1,Uploadlamp ${marker} Pendant,A reading pendant.,129.00,https://shop.example/u/${marker}-1,/images/products/pendant-lights-2.svg,Upload Lights,Pendant Lights`,
    `${marker}-u2,Uploadlamp ${marker} Ceiling Disc,A flush disc.,49.00,https://shop.example/u/${marker}-2,/images/products/ceiling-lights-2.svg,Upload Lights,Ceiling Lights`,
  ].join('\n');
}

/** Polls `check` until it holds. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Syncs the merchant from its card and waits until the newest log of the activity table is completed. */
async function syncAndWait(page: Page, name: string): Promise<void> {
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Sync', exact: true }).click();
  await page.getByText('Product ingestion started successfully.').first().waitFor();
  await eventually(
    async () => {
      const row = page.getByTestId('sync-row').filter({ hasText: name }).first();
      return (await row.count()) > 0 && /completed/.test((await row.textContent()) ?? '');
    },
    90_000,
    'the sync log completed',
  );
}

/** Searches the shop for `term` until the product titled `title` is listed; returns its card. */
async function findInShop(page: Page, term: string, title: string) {
  await eventually(
    async () => {
      await openPage(page, `/search?q=${encodeURIComponent(term)}`);
      return (await page.getByTestId('product-card').filter({ hasText: title }).count()) > 0;
    },
    60_000,
    `"${title}" in the shop's search`,
  );
  return page.getByTestId('product-card').filter({ hasText: title }).first();
}

describe('admin merchants journey', () => {
  let browser: Browser;
  const marker = unique('jm').replace(/[^a-z0-9]/gi, '').toLowerCase();
  const feed = new JourneyFeed(marker);
  let feedUrl: string;

  beforeAll(async () => {
    const port = Number(process.env.E2E_FEED_PORT);
    if (!port) throw new Error('E2E_FEED_PORT is not set: run end-to-end tests through `npm test` or `npm run e2e`');
    feedUrl = await feed.start(port);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await feed.close();
  });

  it('adds a merchant, tests and syncs its feed, finds its products in the shop, and follows a price change', async () => {
    const { page } = await newSession(browser, { storage: CONSENTED });
    await signIn(page, undefined, '/admin/login?next=%2Fadmin%2Fmerchants');
    await page.waitForURL('**/admin/merchants');

    const name = `Journey Lights ${marker}`;
    await page.getByRole('button', { name: 'Add Merchant' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Merchant' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Feed URL').fill(feedUrl);
    await dialog.getByLabel('Default Currency').selectOption('EUR');
    await dialog.getByRole('button', { name: 'Save Merchant' }).click();
    await page.getByText('Merchant has been created successfully.').first().waitFor();
    const card = page.getByRole('article', { name });
    await card.waitFor();

    // Test: the real feed, fetched and mapped (spec §8 texts).
    await card.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByText('Feed Test Successful').first().waitFor({ timeout: 60_000 });
    await page.getByText('Found 3 products in 3 categories.').first().waitFor();

    // Sync: the log reaches completed and the products are in the shop's search.
    await syncAndWait(page, name);
    const shop = await newSession(browser, { storage: CONSENTED });
    const pendant = await findInShop(shop.page, `Journeylamp ${marker}`, `Journeylamp ${marker} Pendant`);
    expect(await pendant.textContent()).toContain('89.90');

    // The merchant changes a price; the next sync carries it to the shop.
    feed.setPrice('74.50');
    await syncAndWait(page, name);
    await eventually(
      async () => {
        const card = await findInShop(shop.page, `Journeylamp ${marker}`, `Journeylamp ${marker} Pendant`);
        return (await card.textContent())?.includes('74.50') ?? false;
      },
      60_000,
      'the new price in the shop',
    );
  });

  it('imports a CSV from admin products for a merchant without a feed, follows the run on its Sync History, and finds the products in the shop', async () => {
    const { page } = await newSession(browser, { storage: CONSENTED });
    await signIn(page, undefined, '/admin/login?next=%2Fadmin%2Fmerchants');
    await page.waitForURL('**/admin/merchants');
    const name = `Upload Lights ${marker}`;
    await page.getByRole('button', { name: 'Add Merchant' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add New Merchant' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Default Currency').selectOption('EUR');
    await form.getByRole('button', { name: 'Save Merchant' }).click();
    await page.getByText('Merchant has been created successfully.').first().waitFor();

    await openPage(page, '/admin/products');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Products' });
    await dialog.getByLabel('Merchant').selectOption({ label: name });
    await dialog.getByLabel('File').setInputFiles({ name: 'upload.csv', mimeType: 'text/csv', buffer: Buffer.from(uploadCsv(marker)) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Import started').first().waitFor();

    await page.getByTestId('import-history').click();
    await page.waitForURL('**/admin/merchants?history=*');
    await eventually(
      async () => {
        const row = page.getByTestId('sync-row').filter({ hasText: name }).first();
        return (await row.count()) > 0 && /completed/.test((await row.textContent()) ?? '');
      },
      90_000,
      'the upload run completed',
    );
    const shop = await newSession(browser, { storage: CONSENTED });
    const lamp = await findInShop(shop.page, `Uploadlamp ${marker}`, `Uploadlamp ${marker} Pendant`);
    expect(await lamp.textContent()).toContain('129.00');
  });
});
