import { baseUrl } from '../support/browser';

/** The HTTP API of the running system: BFF → transport → catalog, error mapping, SPA serving. */
describe('HTTP API foundation', () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, baseUrl()), { headers });

  it('lists the six footer categories from the catalog service', async () => {
    const response = await get('/api/categories');
    expect(response.status).toBe(200);
    const slugs = ((await response.json()) as { slug: string }[]).map((c) => c.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['ceiling-lights', 'pendant-lights', 'wall-sconces', 'outdoor-lighting', 'smart-lighting', 'led-bulbs']),
    );
  });

  it('returns one category by slug', async () => {
    const response = await get('/api/categories/wall-sconces');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toMatchObject({ slug: 'wall-sconces', name: 'Wall Sconces', emoji: expect.any(String) });
  });

  it('answers an unknown category slug with a JSON 404 and no stack trace', async () => {
    const response = await get('/api/categories/no-such-category');
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      statusCode: 404,
      code: 'CATALOG.CATEGORY_NOT_FOUND',
      message: "Category 'no-such-category' not found",
    });
    expect(body).not.toMatch(/\.js:\d+/);
  });

  it('rejects a malformed slug with a 400 and a readable message', async () => {
    const response = await get('/api/categories/Not%20A%20Slug');
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ message: expect.stringContaining('lower-case words joined by hyphens') });
  });

  it('keeps a caller request id and echoes it, or creates one', async () => {
    expect((await get('/api/categories', { 'x-request-id': 'req-12345678' })).headers.get('x-request-id')).toBe('req-12345678');
    expect((await get('/api/categories')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the SPA for client-side routes, a JSON 404 for unknown API paths and missing assets', async () => {
    const page = await get('/cart', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect((await get('/api/nothing-here')).status).toBe(404);
    expect((await get('/assets/missing-file.js')).status).toBe(404);
  });

  it('serves the category images from the app itself', async () => {
    const response = await get('/images/categories/led-bulbs.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('reports Redis and every service up in /api/health', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { info: Record<string, { status: string }> };
    for (const name of ['redis', 'catalog', 'cart', 'orders', 'merchants', 'clicks']) expect(body.info[name]).toEqual({ status: 'up' });
  });

  it('publishes the OpenAPI document and Prometheus metrics', async () => {
    const docs = await get('/api/docs-json');
    expect(docs.status).toBe(200);
    const paths = Object.keys(((await docs.json()) as { paths: object }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/categories', '/api/categories/{slug}']));
    const metrics = await (await get('/api/metrics')).text();
    expect(metrics).toContain('process_resident_memory_bytes');
  });
});
