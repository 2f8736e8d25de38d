import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { watchCsp } from './csp';
import { watchForDiagnosis } from './diagnostics';

/** Flags that keep Debian's Chromium quiet on a machine without outside network (see docs/testing.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run end-to-end tests through `npm test` or `npm run e2e`');
  return url;
}

/** Chromium whose every context, however a journey opens it, reports CSP violations (support/csp.ts). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    watchForDiagnosis(context);
    return context;
  };
  return browser;
}

export interface Session {
  context: BrowserContext;
  page: Page;
}

/** A fresh shopper: empty storage, English browser, desktop or phone viewport. */
export async function newSession(
  browser: Browser,
  options: { locale?: string; width?: number; storage?: Record<string, string> } = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'en-GB',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  if (options.storage) {
    const entries = Object.entries(options.storage);
    await context.addInitScript((pairs: [string, string][]) => {
      for (const [key, value] of pairs) window.localStorage.setItem(key, value);
    }, entries);
    // A language choice is kept in a cookie too (the switcher writes both): the server sends an
    // unprefixed address to the chosen language's page by it.
    const language = options.storage.language;
    if (language) await context.addCookies([{ name: 'language', value: language, url: baseUrl() }]);
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * Opens `path` and waits until the app has taken over the page (`html[data-interactive]`, set by
 * the root layout). Server-rendered markup shows before its handlers are attached, so a click
 * before that mark can do nothing.
 */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  return response;
}

/**
 * One turn of the page's task queue: resolves after every task queued before it (a React render
 * scheduled by a timer, a `javascript:` navigation) has run. A MessageChannel message, not a timer,
 * so it also works under `page.clock`.
 */
export async function pageTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Moves the page's fake clock (`page.clock.install()` first) on by `ms` in 100 ms steps, letting the
 * page run what each step's timers scheduled: every timer the page set in that time has fired and
 * its effect is on screen. Proves an absence ("no banner") without waiting for it in real time.
 */
export async function advancePageClock(page: Page, ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await page.clock.runFor(100);
    await pageTasksRun(page);
  }
}
