import { CatalogEvents, type ProductDetailDto } from '@lumina/contracts';
import { RedisStreamsClient, RpcClient } from '@lumina/platform';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { adminApi } from '../support/admin';
import { launchBrowser, newSession, openPage } from '../support/browser';
import { headerOf, linkPath, mailsTo, waitForMails } from '../support/mail-inbox';

/**
 * Issue 27, as a new shopper would: 'Notify me' on a product page, the confirmation in the
 * development inbox, confirm, the price drops (an admin edit, then catalog's batch event), exactly
 * one alert mail in the shopper's language, and its one-click unsubscribe ends the alert.
 */
const CONSENTED = { 'cookie-consent': 'accepted', language: 'en' };

/** catalog.offers.changed for one product through the real transport, as catalog's writer sends it after a batch. */
async function publishOffersChanged(productId: string): Promise<void> {
  const proxy = new RedisStreamsClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix: process.env.KEY_PREFIX ?? 'lumina', requestTimeoutMs: 10_000 });
  await proxy.connect();
  try {
    await new RpcClient(proxy).emit(CatalogEvents.offersChanged, {
      batchId: randomUUID(),
      source: 'admin',
      runId: null,
      merchantId: null,
      at: new Date().toISOString(),
      changes: [{ offerId: randomUUID(), productId, merchantId: randomUUID(), before: null, after: null }],
    });
  } finally {
    await proxy.close();
  }
}

describe('price alerts by e-mail', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs up on the product page, confirms from the mailed link, and gets one alert after a price drop', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    const { products } = (await (await context.request.get('/api/products?limit=20&inStock=true&sortBy=price&sortOrder=desc')).json()) as {
      products: Array<{ id: string; slug: string; title: string }>;
    };
    const product = products[products.length - 1]!;
    const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;

    await openPage(page, `/en/product/${product.slug}`);
    const form = page.getByTestId('notify-me');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await page.getByTestId('notify-me-done').waitFor();
    expect(await page.getByTestId('notify-me-done').textContent()).toContain(email);

    const [confirmation] = await waitForMails(email, 1);
    expect(confirmation!.subject).toBe(`Please confirm your alert for ${product.title}`);
    expect(await headerOf(confirmation!, 'List-Unsubscribe')).toBeUndefined();
    await openPage(page, linkPath(confirmation!, '/alerts/confirm/'));
    await page.getByTestId('alert-confirmed').waitFor();

    const api = await adminApi(context.request);
    const before = (await (await api.get(`/api/admin/products/${product.id}`)).json()) as Record<string, unknown>;
    const restore = {
      title: before.title,
      price: before.price,
      originalPrice: before.originalPrice,
      isInStock: before.isInStock,
      shortDescription: before.shortDescription,
      longDescription: before.longDescription,
      badges: ((before.badges as Array<{ badge: { id: string } }>) ?? []).map((entry) => entry.badge.id),
      featured: before.isFeatured ?? false,
    };
    try {
      const dropped = (Math.floor(Number(before.price) * 60) / 100).toFixed(2);
      const edit = await api.put(`/api/admin/products/${product.id}`, { ...restore, price: dropped });
      expect(edit.status()).toBe(200);
      const page2 = (await (await context.request.get(`/api/products/${product.slug}?country=IE`)).json()) as ProductDetailDto;
      expect(Number(page2.price)).toBeCloseTo(Number(dropped), 2);
      // The same batch twice (a re-delivery): still one mail.
      await publishOffersChanged(product.id);
      await publishOffersChanged(product.id);

      const [, alert] = await waitForMails(email, 2);
      expect(alert!.subject).toMatch(new RegExp(`^${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} now costs €`));
      expect(alert!.text).toContain(`€${dropped}`);
      expect(linkPath(alert!, '/api/click/')).toMatch(new RegExp(`^/api/click/${product.id}\\?`));
      expect(await headerOf(alert!, 'Content-Language')).toBe('en');
      expect(await headerOf(alert!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const oneClick = new URL((await headerOf(alert!, 'List-Unsubscribe'))!.slice(1, -1));

      // A mail provider's one-click: a form POST, no page; the alert ends.
      const unsubscribed = await context.request.post(oneClick.pathname, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.status()).toBe(200);
      expect(((await unsubscribed.json()) as { alert: { status: string } }).alert.status).toBe('ended');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await mailsTo(email)).toHaveLength(2);
    } finally {
      await api.put(`/api/admin/products/${product.id}`, restore);
    }
    await context.close();
  });
});
