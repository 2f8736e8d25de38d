import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CatalogPatterns, LANGUAGE_CODES, SITEMAP_FILE_PATTERN, SITEMAP_INDEX_FILE, type SitemapPartReply } from '@lumina/contracts';
import type { RpcClient } from '@lumina/platform';

/** Search engines fetch these daily at most; a rebuild shows within five minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Pages search engines are not to crawl: per-visitor pages under every language (also noindex in
 * their head) and their unprefixed redirects, the API and the admin. Listed per language rather
 * than as `/*\/search`, which would also match a product whose slug begins with "search".
 */
const PRIVATE_PAGES = ['cart', 'checkout', 'order-confirmation', 'search', 'compare'];

export function robotsTxt(origin: string): string {
  const disallowed = [
    '/api/',
    '/admin',
    ...PRIVATE_PAGES.map((page) => `/${page}`),
    ...LANGUAGE_CODES.flatMap((language) => PRIVATE_PAGES.map((page) => `/${language}/${page}`)),
  ];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const isNotFound = (error: unknown) => (error as { code?: string }).code === 'CATALOG.SITEMAP_NOT_FOUND';

/**
 * `/robots.txt`, `/sitemap.xml` (the index) and `/sitemaps/{file}` (one language's file, gzip as
 * stored), read from catalog part by part. Before the first build the index answers 503 with
 * Retry-After, so a crawler comes back rather than concluding there is none.
 */
export function registerSitemapRoutes(fastify: FastifyInstance, rpc: RpcClient, publicOrigin: string | undefined): void {
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;

  fastify.get('/robots.txt', (request, reply) => {
    void reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(originOf(request)));
  });

  fastify.get('/sitemap.xml', async (_request, reply) => {
    const first = await firstPart(rpc, SITEMAP_INDEX_FILE, reply);
    if (!first) return reply;
    const parts: Buffer[] = [Buffer.from(first.gzipBase64, 'base64')];
    for await (const part of laterParts(rpc, SITEMAP_INDEX_FILE, first)) parts.push(part);
    return cacheable(reply, first)
      .type('application/xml; charset=utf-8')
      .send(gunzipSync(Buffer.concat(parts)));
  });

  fastify.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const file = request.params.file;
    if (!SITEMAP_FILE_PATTERN.test(file)) return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap');
    const first = await firstPart(rpc, file, reply);
    if (!first) return reply;
    async function* body(): AsyncGenerator<Buffer> {
      yield Buffer.from((first as SitemapPartReply).gzipBase64, 'base64');
      yield* laterParts(rpc, file, first as SitemapPartReply);
    }
    return cacheable(reply, first).type('application/gzip').send(Readable.from(body()));
  });
}

function cacheable(reply: FastifyReply, first: SitemapPartReply): FastifyReply {
  void reply.header('cache-control', CACHE_CONTROL).header('etag', `"${first.generation}"`);
  if (first.lastmod) void reply.header('last-modified', new Date(first.lastmod).toUTCString());
  return reply;
}

async function firstPart(rpc: RpcClient, file: string, reply: FastifyReply): Promise<SitemapPartReply | undefined> {
  try {
    return await rpc.send(CatalogPatterns.sitemapPart, { file });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    if (file === SITEMAP_INDEX_FILE) {
      void reply.status(503).header('retry-after', '60').type('text/plain; charset=utf-8').send('The sitemaps are being built');
    } else {
      void reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap');
    }
    return undefined;
  }
}

/** The file's other parts, of the same build as the first. */
async function* laterParts(rpc: RpcClient, file: string, first: SitemapPartReply): AsyncGenerator<Buffer> {
  for (let part = 1; part < first.parts; part++) {
    const next = await rpc.send(CatalogPatterns.sitemapPart, { file, part, generation: first.generation });
    yield Buffer.from(next.gzipBase64, 'base64');
  }
}
