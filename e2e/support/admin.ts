import Redis from 'ioredis';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { openPage } from './browser';

/** The admin the system under test creates at start (infra/local/test-run.ts sets both). */
export function adminCredentials(): { email: string; password: string } {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error('ADMIN_EMAIL/ADMIN_PASSWORD are not set: run end-to-end tests through `npm test` or `npm run e2e`');
  return { email, password };
}

/** Fills the sign-in form at /admin/login (the page must show it) and submits it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the page and waits for the admin shell. */
export async function signIn(page: Page, credentials = adminCredentials(), path = '/admin/login'): Promise<void> {
  await openPage(page, path);
  await submitSignIn(page, credentials.email, credentials.password);
  await page.getByTestId('admin-sidebar').waitFor();
}

/** The admin API as a signed-in user of `request` (a context's cookies): every unsafe call carries the CSRF token. */
export async function adminApi(request: APIRequestContext, credentials = adminCredentials()) {
  const login = await request.post('/api/auth/login', { data: credentials });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  return {
    get: (path: string) => request.get(path),
    post: (path: string, data?: unknown) => request.post(path, { data, headers }),
    put: (path: string, data: unknown) => request.put(path, { data, headers }),
    patch: (path: string, data: unknown) => request.patch(path, { data, headers }),
    delete: (path: string) => request.delete(path, { headers }),
  };
}

/**
 * Ends the browser's admin session on the server, as its expiry would: deletes its key in Redis
 * (`<KEY_PREFIX>:admin:session:<id>`, the id being the httpOnly session cookie's value).
 */
export async function expireSession(context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).find((entry) => /(^|_)lumina_admin$/.test(entry.name));
  if (!cookie) throw new Error('no admin session cookie in this browser');
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const deleted = await redis.del(`${process.env.KEY_PREFIX ?? 'lumina'}:admin:session:${cookie.value}`);
    if (deleted !== 1) throw new Error('the session key was not found in Redis');
  } finally {
    redis.disconnect();
  }
}

/** A unique marker for names this run creates. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
