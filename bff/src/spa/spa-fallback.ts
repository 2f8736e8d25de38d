import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Serves index.html for browser navigations to client-side routes (history fallback). */
export class SpaFallback {
  private readonly indexHtml: string | undefined;

  constructor(webDist: string) {
    const indexPath = join(webDist, 'index.html');
    this.indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  }

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  accepts(request: FastifyRequest): boolean {
    if (!this.indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) return false;
    // A missing file with an extension (a stale /assets/x.js) is a real 404, not a page.
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return false;
    return true;
  }

  send(reply: FastifyReply): FastifyReply {
    return reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
  }
}
