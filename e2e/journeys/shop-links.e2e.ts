import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newSession, openPage } from '../support/browser';

const CONSENTED = { 'cookie-consent': 'accepted', language: 'en' };

/** Every in-app link of the header and footer (menus included), without anchors, once each. */
async function shellLinks(browser: Browser): Promise<string[]> {
  const { context, page } = await newSession(browser, { storage: CONSENTED });
  try {
    await openPage(page, '/');
    const hrefs = await page.evaluate(() =>
      Array.from(document.querySelectorAll('header a[href], footer a[href]'), (a) => a.getAttribute('href') ?? ''),
    );
    return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('/api/')).map((href) => href.split('#')[0] || '/'))];
  } finally {
    await context.close();
  }
}

/** ARCHITECTURE §11: no header or footer link ends at 'Page Not Found'. */
describe('every header and footer link lands on a real page', () => {
  let browser: Browser;
  let links: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    links = await shellLinks(browser);
  });
  afterAll(() => browser.close());

  it('finds the shell links, the new pages among them, all in the page language', () => {
    for (const path of ['/brands', '/deals', '/compare', '/installation', '/contact', '/about', '/affiliate-disclosure', '/privacy', '/terms', '/cookies']) {
      expect(links).toContain(`/en${path}`);
    }
    expect(links.filter((href) => !href.startsWith('/en/'))).toEqual([]);
  });

  it('answers 200 for each and shows a heading that is not the 404 page', async () => {
    const { context, page } = await newSession(browser, { storage: CONSENTED });
    try {
      const failures: string[] = [];
      for (const path of links) {
        const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
        if (response.status !== 200) failures.push(`${path}: HTTP ${response.status}`);
        await openPage(page, path);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await heading.waitFor({ timeout: 15_000 });
        const text = (await heading.textContent())?.trim() ?? '';
        if (!text || /Not Found/.test(text)) failures.push(`${path}: heading '${text}'`);
      }
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('server-renders the information pages with their text in the shopper’s language', async () => {
    const response = await fetch(`${baseUrl()}/privacy`, { headers: { accept: 'text/html', 'accept-language': 'de-DE,de;q=0.9' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Datenschutzerklärung');
    expect(html).toContain('ohne Ihre IP-Adresse');
  });

  it('links the cookie banner to the cookie policy', async () => {
    const { context, page } = await newSession(browser);
    try {
      await openPage(page, '/');
      const link = page.getByRole('link', { name: 'Cookie Policy' }).first();
      await link.waitFor();
      await link.click();
      await page.waitForURL('**/cookies');
      await page.getByRole('heading', { level: 1, name: 'Cookie Policy' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
