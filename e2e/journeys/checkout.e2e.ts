import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newSession, openPage } from '../support/browser';

/**
 * The shopper's whole purchase with the manual (test) payment provider: cart → checkout → paid
 * order → confirmation → invoice. Amounts are computed here from the catalogue's prices, in cents.
 */

const CONSENTED = { 'cookie-consent': 'accepted', language: 'en' };
const FREE_SHIPPING_THRESHOLD_CENTS = 75_00;

interface Product {
  id: string;
  slug: string;
  title: string;
  price: string;
  isInStock: boolean;
}

const cents = (price: string): number => Math.round(Number.parseFloat(price) * 100);
const eur = (minor: number): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);
/** Prices include VAT: the Spanish 21% contained in a gross amount, to the cent (ARCHITECTURE §11). */
const vatIncluded = (gross: number): number => gross - Math.round((gross * 100) / 121);
/** The flat EU fee below the free-shipping threshold. */
const shippingFor = (subtotal: number): number => (subtotal >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : 4_95);

async function text(locator: Locator): Promise<string> {
  await locator.waitFor({ state: 'visible' });
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits until the locator's text contains `expected` (the UI refreshes after each cart call). */
async function waitForText(locator: Locator, expected: string): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  await locator
    .page()
    .waitForFunction(
      ({ element, wanted }) => (element?.textContent ?? '').replace(/\s+/g, ' ').includes(wanted),
      { element: await locator.elementHandle(), wanted: expected },
    );
}

async function badgeShows(page: Page, count: number): Promise<void> {
  await waitForText(page.getByRole('banner').getByTestId('cart-badge'), String(count));
}

async function addFromProductPage(page: Page, product: Product, expectedBadge: number): Promise<void> {
  if (!page.url().endsWith(`/product/${product.slug}`)) await openPage(page, `/product/${product.slug}`);
  const button = page.getByTestId('add-to-cart');
  await button.waitFor({ state: 'visible' });
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  await button.click();
  await page.getByText('Added to cart', { exact: true }).first().waitFor();
  await badgeShows(page, expectedBadge);
}

/**
 * Opens /cart (a fresh read from the server) until it shows the empty state: the orders service
 * clears the cart through its `order.paid` event, a moment after the confirmation page opened.
 */
async function cartIsEmptyOnServer(page: Page, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await openPage(page, '/cart');
    const empty = page.getByRole('heading', { level: 1, name: 'Your cart is empty' });
    const filled = page.getByRole('heading', { level: 1, name: 'Shopping Cart' });
    await empty.or(filled).waitFor();
    if (await empty.isVisible()) return true;
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(500);
  }
}

describe('checkout journey (manual payment provider)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('adds three products, edits the cart, pays, sees the order after a reload and downloads its PDF invoice', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });

    // Three distinct in-stock products from the seeded catalogue.
    const listing = await page.request.get('/api/products?limit=24');
    expect(listing.ok()).toBe(true);
    const { products } = (await listing.json()) as { products: Product[] };
    const chosen = products.filter((product) => product.isInStock).slice(0, 3);
    expect(chosen).toHaveLength(3);
    const [first, second, third] = chosen as [Product, Product, Product];

    // 1. Add: the first product twice, then the other two.
    await addFromProductPage(page, first, 1);
    await addFromProductPage(page, first, 2);
    await addFromProductPage(page, second, 3);
    await addFromProductPage(page, third, 4);

    // 2. The cart shows the three lines, their totals and the free-shipping banner.
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    const main = page.getByRole('main');
    const lines = main.getByTestId('cart-line');
    await lines.nth(2).waitFor();
    await expect(lines.count()).resolves.toBe(3);
    for (const product of chosen) {
      await expect(
        main.getByRole('link', { name: product.title, exact: true }).getAttribute('href'),
      ).resolves.toBe(`/en/product/${product.slug}`);
    }
    await expect(
      main.getByRole('textbox', { name: `Quantity of ${first.title}` }).inputValue(),
    ).resolves.toBe('2');

    let subtotal = cents(first.price) * 2 + cents(second.price) + cents(third.price);
    await waitForText(main.getByTestId('cart-subtotal'), eur(subtotal));
    await waitForText(main.getByTestId('cart-item-count'), '4 items in your cart');
    const banner = main.getByTestId('free-shipping-banner');
    if (subtotal >= FREE_SHIPPING_THRESHOLD_CENTS) {
      await waitForText(banner, 'Congratulations! Your order qualifies for FREE shipping.');
      await waitForText(main.getByTestId('cart-shipping'), 'FREE');
    } else {
      await waitForText(
        banner,
        `Add ${eur(FREE_SHIPPING_THRESHOLD_CENTS - subtotal)} more to get FREE shipping!`,
      );
      await waitForText(main.getByTestId('cart-shipping'), `${eur(4_95)} (EU)`);
    }

    // 3. Change a quantity (third: 1 → 3) and remove a line (second).
    const thirdLine = lines.filter({ has: page.getByRole('link', { name: third.title, exact: true }) });
    await thirdLine.getByRole('button', { name: 'Increase quantity' }).click();
    await waitForText(main.getByTestId('cart-item-count'), '5 items');
    await thirdLine.getByRole('button', { name: 'Increase quantity' }).click();
    await waitForText(main.getByTestId('cart-item-count'), '6 items');
    await main.getByRole('button', { name: `Remove ${second.title}` }).click();
    await page.getByText('Removed from cart', { exact: true }).first().waitFor();
    await main.getByRole('link', { name: second.title, exact: true }).waitFor({ state: 'detached' });
    await badgeShows(page, 5);
    subtotal = cents(first.price) * 2 + cents(third.price) * 3;
    await waitForText(main.getByTestId('cart-subtotal'), eur(subtotal));
    // The server agrees: a fresh read gives the same cart.
    await page.reload();
    await waitForText(page.getByRole('main').getByTestId('cart-subtotal'), eur(subtotal));
    await expect(page.getByRole('main').getByTestId('cart-line').count()).resolves.toBe(2);

    // 4. Checkout: shipping form, then the test payment.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Shipping Information' }).waitFor();
    const total = subtotal + shippingFor(subtotal);
    const vat = vatIncluded(total);
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await waitForText(summary.getByTestId('checkout-total'), eur(total));
    await waitForText(summary.getByTestId('checkout-vat'), eur(vat));

    const form = page.getByRole('form', { name: 'Shipping Information' });
    const shipping = (field: string) => form.locator(`#shipping-${field}`);
    await shipping('email').fill('ana.garcia@example.com');
    await shipping('firstName').fill('Ana');
    await shipping('lastName').fill('García');
    await shipping('address1').fill('Calle Mayor 12');
    await shipping('city').fill('Madrid');
    await shipping('postalCode').fill('28013');
    await shipping('phone').fill('+34 600 123 456');
    await expect(shipping('country').inputValue()).resolves.toBe('ES');
    await expect(
      page.getByRole('checkbox', { name: 'Billing address same as shipping' }).isChecked(),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    const panel = page.getByTestId('test-payment-panel');
    await waitForText(panel, 'TEST PAYMENT');
    await waitForText(panel, eur(total));
    await page.getByRole('button', { name: 'Complete Payment' }).click();

    // 5. Confirmation: items, address, VAT and total.
    await page.waitForURL(/\/order-confirmation\?order=LUM-\d{4}-\d+/);
    const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed' }).waitFor();
    const confirmation = page.getByRole('main');
    const assertConfirmation = async () => {
      await waitForText(confirmation.getByTestId('order-number'), orderNumber);
      const items = confirmation.getByTestId('order-items');
      await waitForText(items, first.title);
      await waitForText(items, third.title);
      expect(await text(items)).not.toContain(second.title);
      await waitForText(items, eur(cents(first.price) * 2));
      await waitForText(items, eur(cents(third.price) * 3));
      const address = await text(confirmation.getByTestId('order-address'));
      expect(address).toContain('Ana García');
      expect(address).toContain('Calle Mayor 12');
      expect(address).toContain('28013 Madrid');
      expect(address).toContain('Spain');
      await waitForText(confirmation.getByTestId('order-subtotal'), eur(subtotal));
      await waitForText(confirmation.getByTestId('order-vat'), eur(vat));
      await waitForText(confirmation.getByTestId('order-total'), eur(total));
      await waitForText(confirmation.getByTestId('order-delivery'), '5-7 business days');
    };
    await assertConfirmation();
    await expect(page.evaluate(() => localStorage.getItem('lastOrderNumber'))).resolves.toBe(orderNumber);

    // 6. The cart is empty (the order cleared it on the server).
    await page.getByRole('banner').getByTestId('cart-badge').waitFor({ state: 'detached' });
    const confirmationUrl = page.url();
    await expect(cartIsEmptyOnServer(page)).resolves.toBe(true);

    // 7. A reload of the confirmation still shows the order.
    await openPage(page, confirmationUrl);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed' }).waitFor();
    await assertConfirmation();

    // 8. Download Invoice saves a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await context.close();
  });
});
