import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoFeedServer, type DemoFeedServer } from './demo-feeds';

const root = join(__dirname, '..', '..');

describe('the demo feed server', () => {
  let server: DemoFeedServer;
  beforeAll(async () => {
    server = (await startDemoFeedServer(root)) as DemoFeedServer;
  });
  afterAll(() => server.close());

  it('serves a demo feed as its bytes, with validators, on loopback', async () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.origin}/feeds/lichthaus-direct.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(join(root, 'services/merchants/demo-feeds/lichthaus-direct.csv')));
  });

  // fetch() marks a conditional request `cache-control: no-cache` (the Fetch standard), which asks a
  // server for the file anyway; the feed fetcher (undici's request) sends no such header.
  const conditional = (headers: Record<string, string>) => ({ headers: { ...headers, 'cache-control': 'max-age=0' } });

  it('answers 304 to a sync that already has the file (ETag or date), and the file to one whose copy is older', async () => {
    const first = await fetch(`${server.origin}/feeds/luzviva.json`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') as string;
    const byEtag = await fetch(`${server.origin}/feeds/luzviva.json`, conditional({ 'if-none-match': etag }));
    expect(byEtag.status).toBe(304);
    const byDate = await fetch(`${server.origin}/feeds/luzviva.json`, conditional({ 'if-modified-since': first.headers.get('last-modified') as string }));
    expect(byDate.status).toBe(304);
    const stale = await fetch(`${server.origin}/feeds/luzviva.json`, conditional({ 'if-none-match': '"another-version"' }));
    expect(stale.status).toBe(200);
    expect((await stale.text()).length).toBeGreaterThan(0);
  });

  it.each(['/feeds/missing.csv', '/feeds/..%2Fpackage.json', '/package.json', '/feeds/%2e%2e'])('answers 404 to %s', async (path) => {
    expect((await fetch(`${server.origin}${path}`)).status).toBe(404);
  });
});
