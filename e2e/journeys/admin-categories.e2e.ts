import type { Browser, Page } from 'playwright-core';
import { signIn, unique } from '../support/admin';
import { launchBrowser, newSession, openPage } from '../support/browser';

const CONSENTED = { 'cookie-consent': 'accepted', language: 'en' };

jest.setTimeout(180_000);

/** Polls `check` until it holds. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Presses a button by keyboard: focus, then Enter (what a keyboard user does after tabbing to it). */
async function pressButton(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
}

const rowSlugs = (page: Page) => page.getByTestId('category-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-slug')));

/**
 * Issue 29, 'Done when' (categories): an admin adds 'Desk lamps' under Indoor with a German name, and
 * the German shop shows 'Schreibtischleuchten' in Indoor's menu and as its page; reordered and hidden
 * from the tree by keyboard, then deleted. Leaves the shared catalogue as it found it.
 */
describe('admin categories journey', () => {
  let browser: Browser;
  const marker = unique('jc').replace(/[^a-z0-9]/gi, '').toLowerCase();
  const slug = `desk-lamps-${marker}`;
  const english = `Desk lamps ${marker}`;
  const german = `Schreibtischleuchten ${marker}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('adds a category with a German name by keyboard; the German shop shows it; reordered, hidden and deleted', async () => {
    const { page } = await newSession(browser, { storage: CONSENTED });
    await signIn(page, undefined, '/admin/login?next=%2Fadmin%2Fcategories');
    await page.waitForURL('**/admin/categories');
    await page.getByTestId('category-row').filter({ hasText: 'Indoor Lighting' }).waitFor();
    expect(await rowSlugs(page)).toEqual(expect.arrayContaining(['table-lamps', 'floor-lamps', 'spotlights', 'led-strips']));

    await pressButton(page, 'New Category');
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByLabel('Address (slug)').fill(slug);
    await dialog.getByLabel('Parent').selectOption({ label: 'Indoor Lighting' });
    await dialog.getByLabel('Name (English)').fill(english);
    await dialog.getByLabel('Language').selectOption('de');
    await dialog.getByLabel('Name (German)').fill(german);
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The category was saved; the shop shows it within seconds.').first().waitFor();
    const row = page.getByTestId('category-row').filter({ hasText: english });
    await row.waitFor();
    expect(await row.textContent()).toContain('25 languages missing');

    // The German shop: Indoor's menu and the new page, in German, within seconds.
    const shop = await newSession(browser, { storage: { ...CONSENTED, language: 'de' } });
    await eventually(
      async () => {
        await openPage(shop.page, '/de/category/indoor');
        return (await shop.page.getByTestId('subcategory-nav').getByRole('link', { name: german }).count()) > 0;
      },
      10_000,
      `'${german}' in the German Indoor menu`,
    );
    await shop.page.getByTestId('subcategory-nav').getByRole('link', { name: german }).click();
    await shop.page.getByRole('heading', { level: 1, name: german }).waitFor();

    // Reorder by keyboard: the new last child of Indoor moves up one place.
    const before = await rowSlugs(page);
    await pressButton(page, `Move ${english} up`);
    await eventually(async () => (await rowSlugs(page)).indexOf(slug) === before.indexOf(slug) - 1, 10_000, 'the category moved up');

    // Hidden: out of the shop's menu and page; the row says so.
    await pressButton(page, `Hide ${english}`);
    await row.getByText('Hidden').waitFor();
    await openPage(shop.page, `/de/category/${slug}`);
    await shop.page.getByTestId('category-not-found').waitFor();

    // Deleted (it holds no products, so nothing asks where they go).
    await pressButton(page, `Delete ${english}`);
    const confirm = page.getByRole('dialog', { name: `Delete ${english}?` });
    await confirm.getByRole('button', { name: 'Delete category' }).click();
    await page.getByText('The category was deleted.').first().waitFor();
    await eventually(async () => !(await rowSlugs(page)).includes(slug), 10_000, 'the row gone');
  });
});
