import { clickLanguageSchema, isLanguageCode, referrerPathSchema } from '@lumina/contracts';
import { parse as parseCookies } from 'cookie';
import type { FastifyRequest } from 'fastify';

const LANGUAGE_COOKIE = 'language';

/**
 * The shopper's interface language: the language prefix of the page the click came from (`from`,
 * /de/product/x: every shopper page lives under its language), else the web app's `language`
 * cookie, else the browser's first Accept-Language, else English. Read only to label the click,
 * never to route it.
 */
export function clickLanguage(request: FastifyRequest, from?: string | null): string {
  const pageLanguage = from?.split('/')[1];
  // The library leaves a value it cannot decode (a stray '%') as it is; the schema then refuses it.
  const stored = request.headers.cookie ? parseCookies(request.headers.cookie)[LANGUAGE_COOKIE] : undefined;
  const candidates = [isLanguageCode(pageLanguage) ? pageLanguage : undefined, stored, request.headers['accept-language']?.slice(0, 2).toLowerCase()];
  for (const candidate of candidates) if (clickLanguageSchema.safeParse(candidate).success) return candidate as string;
  return 'en';
}

/**
 * Where on our site the click happened. Shop links open without a Referer (rel=noreferrer), so the
 * card passes its page path as `from`; otherwise a same-site Referer's path. Anything else: null.
 */
export function referrerPath(request: FastifyRequest, from: unknown): string | null {
  if (referrerPathSchema.safeParse(from).success) return from as string;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.host !== request.host) return null;
    const path = url.pathname;
    return referrerPathSchema.safeParse(path).success ? path : null;
  } catch {
    return null;
  }
}

/** A browser's navigation wants a page; an API client (fetch, curl -H accept:json) wants JSON. */
export function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}
