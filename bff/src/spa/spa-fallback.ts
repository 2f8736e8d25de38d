import { DELIVER_TO_COOKIE } from '@lumina/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspNonces, type CspNonces } from '../http/csp-nonces';
import { decideAddress, pageHeadTags, visitorLanguage } from './language-address';
import type { PageRenderer, RenderedPage } from './page-renderer';

const APP_HTML_MARKER = '<!--app-html-->';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** index.html with the rendered page in #root, its language, title and description, and its state. */
export function fillTemplate(template: string, page: RenderedPage | undefined): string {
  if (!page) return template.replace(APP_HTML_MARKER, '');
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.textLanguage)}"`)
    .replace(APP_HTML_MARKER, () => page.html)
    .replace('</body>', () => `${page.stateScript}</body>`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title ?? '')}</title>`);
  if (page.description)
    html = html.replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_match, start: string, end: string) => `${start}${escapeHtml(page.description ?? '')}${end}`);
  return html;
}

const nonceAttribute = (nonce: string | undefined): string => (nonce ? ` nonce="${nonce}"` : '');

/**
 * index.html's own `<script>` and `<style>` elements (the entry module, the inlined stylesheet)
 * with this response's nonces. Only the template's: markup from the renderer (a feed's product
 * description among it) never gets one, so a script smuggled into it does not run.
 */
export function withNonces(template: string, nonces: CspNonces | undefined): string {
  if (!nonces) return template;
  return template.replace(/<(script|style)(?=[\s>])/g, (_tag, name: 'script' | 'style') => `<${name}${nonceAttribute(nonces[name])}`);
}

/** The page's language on <html lang> and its language versions, canonical and Open Graph tags in its head. */
export function withLanguageHead(html: string, lang: string, headTags: string): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`).replace('</head>', () => `${headTags}</head>`);
}

/** Sets the address bar to `path` before the app's scripts run (they route by the address). */
function showAddress(html: string, path: string, nonce: string | undefined): string {
  const script = `<script${nonceAttribute(nonce)}>history.replaceState(null,'',${JSON.stringify(path).replace(/</g, '\\u003c')})</script>`;
  return html.replace('<head>', () => `<head>${script}`);
}

/**
 * Serves browser navigations to client-side routes (history fallback): the page rendered on the
 * server when it can be, else index.html for the browser to render.
 */
export class SpaFallback {
  private readonly indexHtml: string | undefined;

  constructor(
    webDist: string,
    private readonly renderer?: PageRenderer,
    /** Trusted origin for absolute links; without it the request's Host is used. */
    private readonly publicOrigin?: string,
  ) {
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

  /**
   * `instead` answers another page than the request's (the click redirect's 'Product Not Found'):
   * rendered for that path, the address shown as that path so the browser hydrates the same page.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    instead?: { url: string; status: number; cacheControl: string },
  ): Promise<FastifyReply> {
    const nonces = cspNonces(reply);
    const template = withNonces(this.indexHtml ?? '', nonces);
    const rules = await this.renderer?.addressRules();
    const visitor = () => visitorLanguage(request.headers.cookie, request.headers['accept-language']);
    let url = instead?.url ?? request.url;
    let decision = rules && decideAddress(rules, url, visitor);
    if (decision?.kind === 'redirect') {
      if (!instead) return this.redirect(reply, decision.location, decision.byVisitor);
      // Another page answers in place (a click's 'Product Not Found'): its address in the visitor's language.
      url = decision.location;
      decision = rules && decideAddress(rules, url, visitor);
    }
    const addressLanguage = decision?.kind === 'page' ? decision.language : undefined;
    const language = addressLanguage ?? visitor();
    const origin = this.publicOrigin ?? `${request.protocol}://${request.host}`;
    const page = this.renderer?.available
      ? await this.renderer.render({ url, origin, visitorLanguage: language, deliverTo: deliverToCookie(request.headers.cookie), requestId: String(request.id) })
      : undefined;
    if (page?.movedTo && !instead) return reply.status(301).header('cache-control', 'no-cache').header('location', page.movedTo).send();
    const status = instead?.status ?? page?.status ?? 200;
    let html = fillTemplate(template, page);
    if (rules && decision?.kind === 'page') {
      const head = pageHeadTags({ origin, rules, language, page: decision.page, status, title: page?.title, description: page?.description, locale: page?.locale });
      html = withLanguageHead(html, page?.textLanguage ?? rules.textLanguage(language), head);
    }
    void reply
      .status(status)
      .header('cache-control', instead?.cacheControl ?? 'no-cache')
      .type('text/html; charset=utf-8');
    // A language's address names its language; an unprefixed one is in the visitor's. Every page
    // depends on the 'Deliver to' cookie (offers, shipping and totals are for its country).
    void reply.header('vary', addressLanguage ? 'Cookie' : 'Cookie, Accept-Language');
    return reply.send(url !== request.url ? showAddress(html, url, nonces?.script) : html);
  }

  /** 302 to the page's address in its language; it depends on the cookie and Accept-Language when the visitor's language chose it. */
  private redirect(reply: FastifyReply, location: string, byVisitor: boolean): FastifyReply {
    if (byVisitor) void reply.header('vary', 'Cookie, Accept-Language');
    return reply.status(302).header('cache-control', 'no-cache').header('location', location).send();
  }
}

/** The `deliver_to` cookie's value (validated by the renderer). */
function deliverToCookie(cookie: string | undefined): string | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DELIVER_TO_COOKIE) return value;
  }
  return undefined;
}
