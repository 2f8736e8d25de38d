import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newSession, openPage } from '../support/browser';

/** Issue 28: the home page's first-render JavaScript stays within 150 KB gzipped (149.2 KB before the 16 languages). */
const BUDGET_KB = 150;

describe('first-render JavaScript of the home page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it(`is at most ${BUDGET_KB} KB gzipped, in English and in German`, async () => {
    for (const language of ['en', 'de']) {
      const { page, context } = await newSession(browser, { storage: { 'cookie-consent': 'accepted' } });
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      // Until the page is interactive: what a first visit downloads to show and hydrate the page.
      await openPage(page, `/${language}/`);
      const sizes = await Promise.all(
        [...scripts].map(async (url) => {
          const body = Buffer.from(await (await fetch(url)).arrayBuffer());
          return { url: url.replace(baseUrl(), ''), gzipKb: gzipSync(body, { level: 9 }).length / 1024 };
        }),
      );
      const total = sizes.reduce((sum, size) => sum + size.gzipKb, 0);
      expect(scripts.size).toBeGreaterThan(0);
      const report = sizes.map((size) => `${size.gzipKb.toFixed(1)} KB ${size.url}`).join('\n');
      expect(`/${language}/: ${total.toFixed(1)} KB gzipped${total <= BUDGET_KB ? '' : ` (over ${BUDGET_KB} KB):\n${report}`}`).toBe(
        `/${language}/: ${total.toFixed(1)} KB gzipped`,
      );
      await context.close();
    }
  });
});
