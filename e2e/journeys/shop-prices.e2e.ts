import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newSession, openPage } from '../support/browser';

/**
 * ARCHITECTURE §11: the price a buyer sees is the price they pay. Euro languages show the euro
 * price exactly; other currencies an approximate conversion (≈) with the euro charge stated before
 * paying; shipping and VAT by destination. Amounts are computed here, in cents, from the API.
 */

interface Product {
  id: string;
  slug: string;
  title: string;
  price: string;
  isInStock: boolean;
}

const cents = (price: string): number => Math.round(Number.parseFloat(price) * 100);
const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
const money = (locale: string, currency: string, minor: number): string =>
  squash(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100));
/** The VAT contained in a gross amount at `rate` percent, to the cent. */
const vatIncluded = (gross: number, rate: number): number => gross - Math.round((gross * 100) / (100 + rate));

async function waitForText(locator: Locator, expected: string): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  await locator
    .page()
    .waitForFunction(
      ({ element, wanted }) => (element?.textContent ?? '').replace(/\s+/g, ' ').includes(wanted),
      { element: await locator.elementHandle(), wanted: squash(expected) },
      { timeout: 15_000 },
    );
}

/** The first in-stock product of a listing query. */
async function firstInStock(query: string): Promise<Product | undefined> {
  const response = await fetch(`${baseUrl()}/api/products?limit=20&inStock=true&${query}`);
  const { products } = (await response.json()) as { products: Product[] };
  return products.find((product) => product.isInStock);
}

async function addToCart(page: Page, product: Product): Promise<void> {
  await openPage(page, `/product/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('banner').getByTestId('cart-badge').waitFor();
}

async function fillShipping(page: Page, country?: string): Promise<void> {
  const field = (name: string) => page.locator(`#shipping-${name}`);
  await field('email').fill('kunde@example.com');
  await field('firstName').fill('Lena');
  await field('lastName').fill('Fischer');
  await field('address1').fill('Hauptstraße 5');
  await field('city').fill('Berlin');
  await field('postalCode').fill('10115');
  await field('phone').fill('+49 30 1234567');
  if (country) await field('country').selectOption(country);
}

async function payAndConfirm(page: Page): Promise<void> {
  await page.locator('form:has(#shipping-email) button[type="submit"]').click();
  const panel = page.getByTestId('test-payment-panel');
  await panel.waitFor();
  await page.locator('form:has([data-testid="test-payment-panel"]) button[type="submit"]').click();
  await page.waitForURL(/\/order-confirmation\?order=LUM-/, { timeout: 30_000 });
}

describe('honest prices', () => {
  let browser: Browser;
  let cheap: Product;
  let dear: Product;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The dearest product below €75 (shipping is charged) and the cheapest from €75 (it ships free).
    const below = await firstInStock('priceMax=74.99&sortBy=price&sortOrder=desc');
    const above = await firstInStock('priceMin=75&sortBy=price&sortOrder=asc');
    if (!below || !above) throw new Error('the demo catalogue needs products below and above €75');
    cheap = below;
    dear = above;
  });
  afterAll(() => browser.close());

  it('German buyer: catalogue, cart and charge show the same euros; VAT 19% is stated', async () => {
    const { context, page } = await newSession(browser, { locale: 'de-DE', storage: { 'cookie-consent': 'accepted', language: 'de' } });
    try {
      const price = cents(dear.price);
      const euros = money('de-DE', 'EUR', price);
      await addToCart(page, dear);
      await waitForText(page.getByTestId('product-price'), euros);
      expect(await page.getByTestId('product-price').textContent()).not.toContain('≈');

      await openPage(page, '/cart');
      await waitForText(page.getByTestId('cart-subtotal'), euros);

      await openPage(page, '/checkout');
      await expect(page.locator('#shipping-country').inputValue()).resolves.toBe('DE');
      const summary = page.getByRole('complementary');
      await waitForText(summary.getByTestId('checkout-total'), euros);
      await waitForText(summary.getByTestId('checkout-shipping'), 'KOSTENLOS');
      await waitForText(summary.getByTestId('checkout-vat'), money('de-DE', 'EUR', vatIncluded(price, 19)));
      await waitForText(summary, 'inkl. MwSt. (19');
      await waitForText(summary.getByTestId('checkout-charged'), `${euros} (EUR)`);

      await fillShipping(page);
      await payAndConfirm(page);
      const confirmation = page.getByRole('main');
      await waitForText(confirmation.getByTestId('order-total'), euros);
      await waitForText(confirmation.getByTestId('order-vat'), money('de-DE', 'EUR', vatIncluded(price, 19)));
      await waitForText(confirmation, 'inkl. MwSt. (19');
    } finally {
      await context.close();
    }
  });

  it('Polish buyer: ≈ zł in the catalogue, the euro charge stated in the cart and before paying', async () => {
    const { context, page } = await newSession(browser, { locale: 'pl-PL', storage: { 'cookie-consent': 'accepted', language: 'pl' } });
    try {
      const price = cents(cheap.price);
      await addToCart(page, cheap);
      const shown = squash((await page.getByTestId('product-price').textContent()) ?? '');
      expect(shown).toContain('≈');
      expect(shown).toContain(money('pl-PL', 'PLN', Math.round(price * 4.2)));

      await openPage(page, '/cart');
      await waitForText(page.getByTestId('cart-charged'), money('pl-PL', 'EUR', price));
      await waitForText(page.getByTestId('cart-charged'), 'EUR');

      await openPage(page, '/checkout');
      // Polish is not one of the eight countries' languages: Spain, the default.
      await expect(page.locator('#shipping-country').inputValue()).resolves.toBe('ES');
      const total = price + 4_95;
      const summary = page.getByRole('complementary');
      await waitForText(summary.getByTestId('checkout-shipping'), money('pl-PL', 'EUR', 4_95));
      await waitForText(summary.getByTestId('checkout-charged'), `${money('pl-PL', 'EUR', total)} (EUR)`);
      await fillShipping(page);
      await page.locator('form:has(#shipping-email) button[type="submit"]').click();
      await waitForText(page.getByTestId('test-payment-panel'), money('pl-PL', 'EUR', total));
    } finally {
      await context.close();
    }
  });

  it('Swedish buyer: Lumina’s words in Swedish, ≈ kr in the catalogue, the euro charge stated before paying', async () => {
    const { context, page } = await newSession(browser, { locale: 'sv-SE', storage: { 'cookie-consent': 'accepted', language: 'sv' } });
    try {
      const price = cents(cheap.price);
      await addToCart(page, cheap);
      await page.getByRole('navigation', { name: 'Brödsmulor' }).getByRole('link', { name: 'Hem' }).waitFor();
      await expect(page.getByTestId('add-to-cart').textContent()).resolves.toContain('Lägg i varukorgen');
      const shown = squash((await page.getByTestId('product-price').textContent()) ?? '');
      expect(shown).toContain('≈');
      expect(shown).toContain(money('sv-SE', 'SEK', Math.round(price * 10.5)));

      await openPage(page, '/cart');
      await page.getByRole('heading', { level: 1, name: /Varukorg/ }).waitFor();
      await waitForText(page.getByTestId('cart-charged'), `Du debiteras ${money('sv-SE', 'EUR', price)} (EUR)`);

      await openPage(page, '/checkout');
      await expect(page.locator('#shipping-country').inputValue()).resolves.toBe('ES');
      const total = price + 4_95;
      const summary = page.getByRole('complementary');
      await waitForText(summary, 'Frakt');
      await waitForText(summary.getByTestId('checkout-charged'), `Du debiteras ${money('sv-SE', 'EUR', total)} (EUR)`);
    } finally {
      await context.close();
    }
  });

  it.each(['sv', 'da', 'pl'])('on a 390 px phone in %s, no page scrolls sideways (long words and ≈ amounts wrap)', async (language) => {
    const { context, page } = await newSession(browser, { width: 390, storage: { 'cookie-consent': 'accepted', language } });
    try {
      await addToCart(page, cheap);
      for (const path of ['/', '/cart', '/checkout', `/product/${cheap.slug}`, '/category/ceiling-lights']) {
        await openPage(page, path);
        expect([path, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([path, 390]);
      }
    } finally {
      await context.close();
    }
  });

  it('Swiss order: charged in CHF with CHF 9.95 shipping and the Swiss VAT line', async () => {
    const { context, page } = await newSession(browser, { storage: { 'cookie-consent': 'accepted', language: 'en' } });
    try {
      await addToCart(page, cheap);
      await openPage(page, '/checkout');
      await fillShipping(page, 'CH');
      const summary = page.getByRole('complementary');
      await waitForText(summary.getByTestId('checkout-total'), 'CHF');
      await waitForText(summary.getByTestId('checkout-shipping'), money('en', 'CHF', 9_95));
      await waitForText(summary.getByTestId('checkout-vat'), 'Swiss VAT and duties are due on delivery');
      await waitForText(summary.getByTestId('checkout-charged'), '(CHF)');
      await payAndConfirm(page);
      const confirmation = page.getByRole('main');
      await waitForText(confirmation.getByTestId('order-total'), 'CHF');
      await waitForText(confirmation.getByTestId('order-shipping'), money('en', 'CHF', 9_95));
      await waitForText(confirmation.getByTestId('order-vat'), 'Swiss VAT and duties are due on delivery');
    } finally {
      await context.close();
    }
  });
});
