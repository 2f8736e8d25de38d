import type { Browser } from 'playwright-core';
import { adminApi, adminCredentials, expireSession, signIn, submitSignIn, unique } from '../support/admin';
import { baseUrl, launchBrowser, newSession, openPage } from '../support/browser';

const CONSENTED = { 'cookie-consent': 'accepted', language: 'en' };

describe('admin access journeys', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('sends an anonymous visitor to sign-in, then back to the page asked for, with the admin in the sidebar', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    const { email, password } = adminCredentials();
    await openPage(page, '/admin/products?sortBy=price');
    await page.waitForURL('**/admin/login?next=*');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/products?sortBy=price');
    await page.getByRole('heading', { level: 1, name: 'Sign in to Lumina Admin' }).waitFor();
    await submitSignIn(page, email, password);
    await page.waitForURL('**/admin/products?sortBy=price');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await expect(page.getByTestId('admin-sidebar').getByTestId('admin-user').textContent()).resolves.toContain(email);
    await expect(page.getByTestId('admin-sidebar').getByRole('link', { name: 'Products' }).getAttribute('aria-current')).resolves.toBe('page');
    await context.close();
  });

  it('refuses a wrong password with a message and no session', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/admin/login');
    await submitSignIn(page, adminCredentials().email, 'not-the-password-at-all');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid email or password.');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
    await context.close();
  });

  it('signs out from the sidebar: the session is over on the server too', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await signIn(page);
    await page.getByTestId('admin-sidebar').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/login');
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
    await openPage(page, '/admin/dashboard');
    await page.waitForURL('**/admin/login?next=*');
    await context.close();
  });

  it('sends an admin whose session expired back to sign-in, keeping the address, and returns there', async () => {
    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await signIn(page);
    await openPage(page, '/admin/products?sortBy=price&sortOrder=asc&page=2');
    await page.getByTestId('product-row').first().waitFor();
    await expireSession(context);
    // The next move inside the admin asks the server again and finds no session.
    await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/admin/login?next=*');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/settings');

    // Coming back to a bookmarked table after expiry keeps its whole address.
    await signIn(page);
    await openPage(page, '/admin/products?sortBy=price&sortOrder=asc&page=2');
    await page.getByTestId('product-row').first().waitFor();
    await expireSession(context);
    await page.reload();
    await page.waitForURL('**/admin/login?next=*');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/products?sortBy=price&sortOrder=asc&page=2');
    await page.getByText('Your session has ended or you are not signed in.').waitFor();
    const { email, password } = adminCredentials();
    await submitSignIn(page, email, password);
    await page.waitForURL('**/admin/products?sortBy=price&sortOrder=asc&page=2');
    await page.getByTestId('product-row').first().waitFor();
    await context.close();
  });

  it('has an analyst signed in with a one-time password choose their own first, then keeps them to reading: no edit or delete, 403 from the API, no users in settings, no queue board', async () => {
    const setup = await newSession(browser);
    const api = await adminApi(setup.context.request);
    const email = `${unique('analyst')}@lumina.test`;
    const created = await api.post('/api/admin/users', { email, name: 'E2E Analyst', role: 'analyst' });
    expect(created.status()).toBe(201);
    const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
    const products = (await (await api.get('/api/products?limit=1')).json()) as { products: Array<{ id: string; title: string }> };
    const target = products.products[0]!;
    await setup.context.close();

    const { page, context } = await newSession(browser, { storage: CONSENTED });
    await openPage(page, '/admin/login?next=%2Fadmin%2Fproducts');
    await submitSignIn(page, email, oneTimePassword);
    await page.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
    const before = await context.request.get('/api/admin/dashboard');
    expect(before.status()).toBe(403);
    expect(((await before.json()) as { code: string }).code).toBe('AUTH.PASSWORD_CHANGE_REQUIRED');
    await page.getByLabel('Current password').fill(oneTimePassword);
    await page.getByLabel('New password', { exact: true }).fill('an analyst-chosen password');
    await page.getByLabel('Repeat the new password').fill('an analyst-chosen password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL('**/admin/products');
    await page.getByTestId('product-row').first().waitFor();
    await expect(page.getByRole('button', { name: 'Add Product' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: /^Actions for / }).first().click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'View', exact: true }).waitFor();
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual(['View', 'View on Site']);
    await page.keyboard.press('Escape');

    const me = (await (await context.request.get('/api/auth/me')).json()) as { csrfToken: string };
    const denied = await context.request.delete(`/api/admin/products/${target.id}`, { headers: { 'x-csrf-token': me.csrfToken } });
    expect(denied.status()).toBe(403);
    expect((await context.request.get(`${baseUrl()}/api/admin/users`)).status()).toBe(403);

    await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Your password' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Users' }).count()).resolves.toBe(0);

    const board = await page.goto(`${baseUrl()}/admin/queues`);
    expect(board?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'You cannot open the queue board' }).waitFor();
    await page.getByRole('link', { name: 'Back to the admin' }).click();
    await page.getByTestId('admin-sidebar').waitFor();
    await context.close();
  });
});
