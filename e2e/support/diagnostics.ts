import type { BrowserContext, Page } from 'playwright-core';

/**
 * What the browser showed when a journey failed: for every page still open, its address, the API
 * answers that were errors, console errors and the start of its visible text. A journey that times
 * out waiting for a row says only "Timeout 30000ms exceeded"; on a CI machine nobody can look at the
 * screen afterwards, so e2e/support/environment.js adds this to the failure (a flake becomes a
 * diagnosis instead of a guess).
 */
interface PageTrail {
  page: Page;
  events: string[];
}

const MAX_EVENTS = 12;
const TEXT_CHARS = 600;
const open = new Set<PageTrail>();

function note(trail: PageTrail, event: string): void {
  trail.events.push(`${new Date().toISOString().slice(11, 23)} ${event}`);
  if (trail.events.length > MAX_EVENTS) trail.events.shift();
}

function watchPage(page: Page): void {
  const trail: PageTrail = { page, events: [] };
  open.add(trail);
  page.on('close', () => open.delete(trail));
  page.on('response', (response) => {
    if (response.status() >= 400) note(trail, `${response.request().method()} ${new URL(response.url()).pathname}${new URL(response.url()).search} → ${response.status()}`);
  });
  page.on('requestfailed', (request) => note(trail, `${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'unknown'}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(trail, `console: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => note(trail, `page error: ${error.message.slice(0, 200)}`));
}

export function watchForDiagnosis(context: BrowserContext): void {
  context.on('page', watchPage);
}

async function describePage({ page, events }: PageTrail): Promise<string> {
  const text = await page
    .evaluate(() => document.body?.innerText ?? '')
    .then((body) => body.replace(/\s+/g, ' ').trim().slice(0, TEXT_CHARS))
    .catch((error: Error) => `(text unreadable: ${error.message.split('\n')[0]})`);
  return [`page ${page.url()}`, ...events.map((event) => `  ${event}`), `  text: ${text}`].join('\n');
}

/** Every open page, described; called by the test environment when a test fails. */
export async function describeOpenPages(): Promise<string> {
  const pages = [...open].filter(({ page }) => !page.isClosed());
  return (await Promise.all(pages.map(describePage))).join('\n');
}

(globalThis as { __luminaDescribePages?: () => Promise<string> }).__luminaDescribePages = describeOpenPages;
