import { gunzipSync } from 'node:zlib';
import { LANGUAGE_CODES } from '@lumina/contracts';
import { baseUrl } from '../support/browser';

/** Per language, listed URLs fetched as a crawler would: no cookie, no Accept-Language. */
const SAMPLE = 200;
const LANGUAGES = ['en', 'de', 'fr', 'es', 'pl'];
const AT_ONCE = 4;
/** Interface phrases of the shell (footer, header, newsletter) a German page must show in German. */
const ENGLISH_PHRASES = [
  'Privacy Policy',
  'Terms of Service',
  'Cookie Policy',
  'Lighting Guides',
  'Installation Help',
  'Secure Shopping',
  'Affiliate Disclosure',
  'Follow Lumina',
  'Stay in the light',
  'Search lighting products...',
];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);

async function get(path: string): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html,application/xml' }, redirect: 'manual' });
}

/** The sitemaps are built in the background after start: the index answers 503 until then. */
async function sitemapIndex(): Promise<string[]> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await get('/sitemap.xml');
    if (response.status === 200) return locs(await response.text());
    if (Date.now() > deadline) throw new Error(`/sitemap.xml still answers ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function sample<T>(items: T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

interface Problem {
  path: string;
  problem: string;
}

/** Every check a crawled page must pass; the problems found, none when it passes. */
function checkPage(path: string, language: string, status: number, html: string): Problem[] {
  const problems: string[] = [];
  if (status !== 200) problems.push(`status ${status}`);
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (lang !== language) problems.push(`<html lang="${lang}">`);
  const origin = new URL(baseUrl()).origin;
  const rest = path.slice(language.length + 1) || '/';
  const alternates = new Map(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1] as string, (m[2] as string).replace(/&amp;/g, '&')]),
  );
  for (const code of LANGUAGE_CODES) {
    const expected = `${origin}/${code}${rest === '/' ? '/' : rest}`;
    if (alternates.get(code) !== expected) problems.push(`hreflang ${code}: ${alternates.get(code)} (expected ${expected})`);
  }
  if (alternates.get('x-default') !== `${origin}${rest}`) problems.push(`x-default: ${alternates.get('x-default')}`);
  if (alternates.size !== LANGUAGE_CODES.length + 1) problems.push(`${alternates.size} alternates`);
  if (language === 'de') for (const phrase of ENGLISH_PHRASES) if (html.includes(phrase)) problems.push(`English "${phrase}"`);
  return problems.map((problem) => ({ path, problem }));
}

describe('crawl from /sitemap.xml', () => {
  let files: string[];

  beforeAll(async () => {
    files = await sitemapIndex();
  }, 150_000);

  it.each(LANGUAGES)(
    `%s: ${SAMPLE} random listed pages answer 200 in their language with every language version and x-default`,
    async (language) => {
      const paths: string[] = [];
      for (const file of files.filter((loc) => new URL(loc).pathname.startsWith(`/sitemaps/${language}-`))) {
        const response = await get(new URL(file).pathname);
        expect(response.status).toBe(200);
        paths.push(...locs(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).map((loc) => new URL(loc).pathname));
      }
      // Products, categories, brands, collections, guides and the information pages are all listed.
      for (const kind of ['/product/', '/category/', '/brands/', '/collections/', '/guides/', '/privacy'])
        expect(paths.some((path) => path.startsWith(`/${language}${kind}`))).toBe(true);
      const problems: Problem[] = [];
      const queue = sample(paths, SAMPLE);
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
            const response = await get(path);
            problems.push(...checkPage(path, language, response.status, await response.text()));
          }
        }),
      );
      expect(problems.slice(0, 10)).toEqual([]);
    },
    600_000,
  );
});
