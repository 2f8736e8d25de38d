import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newSession, openPage } from '../support/browser';

interface FeaturedProduct {
  slug: string;
  title: string;
}

/** The first item an API list returns. */
async function firstOf<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  const [item] = (await response.json()) as T[];
  if (!item) throw new Error(`${path} is empty: is the demo catalogue seeded?`);
  return item;
}

async function firstSlug(path: string): Promise<string> {
  return (await firstOf<{ slug: string }>(path)).slug;
}

/** What a browser navigation gets before any JavaScript runs (redirects followed). */
async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status, html: await response.text(), headers: response.headers, url: response.url };
}

/** The first answer to a browser navigation, a redirect not followed. */
async function firstAnswer(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location'), headers: response.headers };
}

/** Collects what React reports when the browser's first render does not match the server's HTML. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

describe('server-rendered pages', () => {
  let browser: Browser;
  let product: FeaturedProduct;

  beforeAll(async () => {
    browser = await launchBrowser();
    product = await firstOf<FeaturedProduct>('/api/products/featured');
  });

  afterAll(() => browser.close());

  it('sends the product page with its name, image, head and structured data in the HTML', async () => {
    const { status, html } = await fetchPage(`/en/product/${product.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    expect(html).toContain('data-testid="gallery-main-image"');
    expect(html).toContain('application/ld+json');
    expect(html).toContain('id="lumina-server-state"');
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toBe(`${product.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;')} | Lumina`);
  });

  it('answers unknown products and paths with 404 and their not-found page', async () => {
    const missingProduct = await fetchPage('/product/no-such-lamp', { 'accept-language': 'en' });
    expect(missingProduct.status).toBe(404);
    expect(missingProduct.html).toContain('Product Not Found');

    const missingPage = await fetchPage('/nothing/such/page', { 'accept-language': 'en' });
    expect(missingPage.status).toBe(404);
    expect(missingPage.html).toContain('Page Not Found');
  });

  it('sends category, collection and guide pages with their heading and title, and 404 for unknown slugs', async () => {
    const english = { 'accept-language': 'en' };
    const category = await fetchPage('/category/ceiling-lights', english);
    expect(category.status).toBe(200);
    expect(category.html).toMatch(/<h1[^>]*>Ceiling Lights<\/h1>/);
    expect(category.html).toContain('<title>Ceiling Lights | Lumina</title>');
    expect(category.html.match(/data-testid="product-card"/g)).toHaveLength(12); // its first page

    const collection = await fetchPage(`/collections/${await firstSlug('/api/collections')}`, english);
    expect(collection.status).toBe(200);
    expect(collection.html).toContain('data-testid="product-card"'); // its products, in the HTML

    const guides = await fetchPage('/guides', { 'accept-language': 'de' });
    expect(guides.html).toContain('<html lang="de"');
    expect(guides.html).toContain('data-testid="guide-card"');

    const guide = await fetchPage(`/guides/${await firstSlug('/api/guides?language=en')}`, english);
    expect(guide.status).toBe(200);
    expect(guide.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

    for (const [path, text] of [
      ['/category/no-such-room', 'Category Not Found'],
      ['/collections/no-such-set', 'Collection Not Found'],
      ['/guides/no-such-guide', 'Guide Not Found'],
    ]) {
      const missing = await fetchPage(path, english);
      expect([path, missing.status, missing.html.includes(text)]).toEqual([path, 404, true]);
    }
  });

  it('renders in the language of the cookie, else of Accept-Language, else Spanish', async () => {
    const german = await fetchPage('/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.html).toContain('<html lang="de"');
    const french = await fetchPage('/', { 'accept-language': 'de-DE', cookie: 'language=fr' });
    expect(french.html).toContain('<html lang="fr"');
    const unknown = await fetchPage('/', { 'accept-language': 'ja-JP' });
    expect(unknown.html).toContain('<html lang="es"');
    // Finnish has its own messages since issue 28: the page's text, and so its lang, is Finnish.
    const finnish = await fetchPage('/', { cookie: 'language=fi' });
    expect(finnish.html).toContain('<html lang="fi"');
    expect(finnish.html).toContain('Merkit');
  });

  it("redirects an unprefixed address to the visitor's language in one hop, query kept", async () => {
    const polish = await firstAnswer('/?utm_source=mail', { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' });
    expect([polish.status, polish.location]).toEqual([302, '/pl/?utm_source=mail']);
    expect(polish.headers.get('vary')).toMatch(/cookie/i);
    expect(polish.headers.get('vary')).toMatch(/accept-language/i);
    const spanish = await firstAnswer('/');
    expect([spanish.status, spanish.location]).toEqual([302, '/es/']);
    const chosen = await firstAnswer(`/product/${product.slug}?ref=x&b=2`, { 'accept-language': 'pl', cookie: 'language=sv' });
    expect([chosen.status, chosen.location]).toEqual([302, `/sv/product/${product.slug}?ref=x&b=2`]);
    // The old product address goes straight to the language's product page.
    const old = await firstAnswer(`/products/${product.slug}?q=1`, { 'accept-language': 'de' });
    expect([old.status, old.location]).toEqual([302, `/de/product/${product.slug}?q=1`]);
    for (const path of ['/cart', '/checkout', '/order-confirmation?order=LUM-1', '/category/ceiling-lights'])
      expect([path, (await firstAnswer(path, { cookie: 'language=it' })).location]).toEqual([path, `/it${path}`]);
    // A malformed header or cookie falls back to Spanish, never a 500.
    const malformed = await firstAnswer('/deals', { 'accept-language': ';;;q=x,,', cookie: 'language=%E0%A4%A; ==;' });
    expect([malformed.status, malformed.location]).toEqual([302, '/es/deals']);
  });

  it('sends a language address in its language without a cookie, naming all its language versions', async () => {
    const { status, html, headers } = await fetchPage(`/de/product/${product.slug}`, { 'accept-language': 'fr' });
    expect(status).toBe(200);
    expect(headers.get('vary') ?? '').not.toMatch(/cookie|accept-language/i);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('"language":"de"');
    expect(html).toContain('placeholder="Leuchten suchen..."'); // the German interface around the merchant's text
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]);
    expect(alternates).toHaveLength(28);
    const origin = new URL(alternates[0]?.[1] ?? '').origin;
    expect(alternates).toContainEqual(['de', `${origin}/de/product/${product.slug}`]);
    expect(alternates).toContainEqual(['pl', `${origin}/pl/product/${product.slug}`]);
    expect(alternates).toContainEqual(['x-default', `${origin}/product/${product.slug}`]);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${origin}/de/product/${product.slug}" />`);
    expect(html).toContain(`<meta property="og:url" content="${origin}/de/product/${product.slug}" />`);
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| Lumina" \/>/);
    expect(html).not.toContain('noindex');
    // Its links stay in German.
    expect(html).toContain('href="/de/"');
    expect(html).not.toMatch(/href="\/(category|product|cart)\//);
  });

  it('answers an unknown prefix and a missing product of a language with a 404 page, not a redirect', async () => {
    const unknown = await firstAnswer(`/xx/product/${product.slug}`, { 'accept-language': 'en' });
    expect([unknown.status, unknown.location]).toEqual([404, null]);
    const missing = await fetchPage('/de/product/no-such-lamp');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<html lang="de"');
    expect(missing.html).toContain('Produkt nicht gefunden');
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    expect(missing.html).not.toContain('hreflang');
    const adminUnderLanguage = await fetchPage('/de/admin');
    expect(adminUnderLanguage.status).toBe(404);
    expect(adminUnderLanguage.html).toContain('Seite nicht gefunden');
  });

  it('keeps cart, checkout, search, the API and the admin out of search engines', async () => {
    for (const path of ['/de/cart', '/de/checkout', '/de/search?q=lamp']) {
      const { status, html } = await fetchPage(path);
      expect([path, status, html.includes('<meta name="robots" content="noindex" />'), html.includes('<html lang="de"')]).toEqual([path, 200, true, true]);
    }
    const home = await fetchPage('/de/');
    expect(home.html).not.toContain('noindex');
    for (const path of ['/api/products/featured', '/admin/login']) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
      expect([path, response.headers.get('x-robots-tag')]).toEqual([path, 'noindex']);
    }
  });

  it('compresses pages and API responses for browsers that accept it', async () => {
    for (const path of ['/', '/api/products/featured']) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect([path, response.headers.get('content-encoding')]).toEqual([path, 'br']);
    }
  });

  it('shows the product without JavaScript, with working links', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-GB', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(product.title);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl()}/en/`);
    await page.getByRole('heading', { level: 1, name: 'Beautiful lighting for every European home' }).waitFor();
    // The header search is a plain form too: it opens the search page with the term.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('pendant');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(`${baseUrl()}/en/search?q=pendant`);
    await context.close();
  });

  it('hydrates the product page without a mismatch and keeps it interactive', async () => {
    const { page, context } = await newSession(browser, { storage: { 'cookie-consent': 'accepted' } });
    const problems = watchConsole(page);
    await openPage(page, `/product/${product.slug}`);
    await page.getByTestId('related-products').getByTestId('product-card').first().waitFor();
    // The quantity rules run in React: proof the server's HTML was taken over.
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('250');
    await quantity.blur();
    await expect(quantity.inputValue()).resolves.toBe('99');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates the category, collection and guide pages without a mismatch', async () => {
    const { page, context } = await newSession(browser, { storage: { 'cookie-consent': 'accepted', language: 'en' } });
    const problems = watchConsole(page);
    await openPage(page, '/category/ceiling-lights');
    // The listing came with the HTML; Load More carries on from the server's first page.
    const cards = page.getByRole('main').getByTestId('product-card');
    await expect(cards.count()).resolves.toBe(12);
    await page.getByRole('button', { name: 'Load More' }).click();
    await cards.nth(23).waitFor();
    await expect(cards.count()).resolves.toBe(24);
    // Filters in the address are the server's listing arguments too.
    await openPage(page, '/category/ceiling-lights?isDimmable=true');
    await cards.first().waitFor();
    await openPage(page, '/collections');
    await page.getByRole('main').getByRole('link').first().waitFor();
    await openPage(page, `/collections/${await firstSlug('/api/collections')}`);
    await page.getByRole('main').getByTestId('product-card').first().waitFor();
    await openPage(page, '/guides');
    await openPage(page, `/guides/${await firstSlug('/api/guides?language=en')}`);
    await page.getByRole('link', { name: 'Back to All Guides' }).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates the home page in German from the cookie the language choice set', async () => {
    const { page, context } = await newSession(browser, { storage: { 'cookie-consent': 'accepted' } });
    const problems = watchConsole(page);
    await context.addCookies([{ name: 'language', value: 'de', url: baseUrl() }]);
    await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
    const response = await openPage(page, '/');
    expect(page.url()).toBe(`${baseUrl()}/de/`);
    expect(await response?.text()).toContain('<html lang="de"');
    await page.locator('#featured').getByTestId('product-card').first().waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    expect(problems).toEqual([]);
    await context.close();
  });
});
