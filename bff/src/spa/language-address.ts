import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '@lumina/contracts';
import { parse as parseCookie } from 'cookie';
import Negotiator from 'negotiator';

/*
 * Every shopper page lives under its language code (ARCHITECTURE §18). This module decides, for a
 * browser navigation, whether the address is a language's page or an unprefixed one to redirect,
 * and what the page's head says about its language versions. What a path is (a shopper page, an
 * admin page, unknown) comes from the web app's route table, through its server entry.
 */

/** The spec's initial language: the x-default's redirect without a cookie or Accept-Language. */
export const INITIAL_LANGUAGE: LanguageCode = 'es';
/** Written by the web app's language switcher only (rememberLanguage). */
const LANGUAGE_COOKIE = 'language';
const SUPPORTED_IN_ORDER: string[] = [INITIAL_LANGUAGE, ...LANGUAGE_CODES.filter((code) => code !== INITIAL_LANGUAGE)];

/** A shopper page as the web app's route table describes it (web/src/app/route-table.ts shopperPage). */
export interface ShopperPage {
  path: string;
  serverRendered: boolean;
  indexable: boolean;
}

/** The route knowledge the web app's server entry exports (web/src/entry-server.tsx). */
export interface AddressRules {
  splitLanguagePrefix(pathname: string): { language: LanguageCode | undefined; path: string };
  localizedPath(language: LanguageCode, path: string): string;
  shopperPage(pathname: string): ShopperPage | undefined;
}

export type AddressDecision =
  /** An unprefixed (or old) address of a shopper page: 302 to its language's address in one hop. */
  | { kind: 'redirect'; location: string; byVisitor: boolean }
  /** A language's page (`language` set), or an unknown unprefixed address (the 404 page). */
  | { kind: 'page'; language: LanguageCode | undefined; page: ShopperPage | undefined };

/**
 * The visitor's language for an unprefixed address: the `language` cookie's (the switcher's
 * choice), else the best supported language of Accept-Language (q-values honoured, `de-AT` is
 * `de`), else Spanish. A malformed header or cookie counts as absent.
 */
export function visitorLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  const stored = cookieHeader ? parseCookie(cookieHeader)[LANGUAGE_COOKIE] : undefined;
  if (isLanguageCode(stored)) return stored;
  if (acceptLanguage) {
    // Spanish first: a bare `*` (what fetch clients send) states no preference and gets the initial language.
    const [preferred] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages(SUPPORTED_IN_ORDER);
    if (isLanguageCode(preferred)) return preferred;
  }
  return INITIAL_LANGUAGE;
}

/** What a browser navigation to `url` (path and query) is; `visitor` is asked only for an unprefixed address. */
export function decideAddress(rules: AddressRules, url: string, visitor: () => LanguageCode): AddressDecision {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  const { language, path } = rules.splitLanguagePrefix(pathname);
  const page = rules.shopperPage(path);
  if (!language) {
    // An address no screen has (/xx/product/…, a typo) is the 404 page where it is: no redirect loop.
    if (!page) return { kind: 'page', language: undefined, page: undefined };
    return { kind: 'redirect', location: `${rules.localizedPath(visitor(), page.path)}${search}`, byVisitor: true };
  }
  // An old address (/de/products/x) or the home page without its slash (/de): the page's own address.
  if (page && rules.localizedPath(language, page.path) !== pathname)
    return { kind: 'redirect', location: `${rules.localizedPath(language, page.path)}${search}`, byVisitor: false };
  return { kind: 'page', language, page };
}

/** What the head says about a page's language versions and indexing. */
export interface PageHead {
  origin: string;
  rules: AddressRules;
  language: LanguageCode;
  /** The shopper page; undefined for the 404 page. */
  page: ShopperPage | undefined;
  status: number;
  title?: string;
  description?: string;
  /** Open Graph locale of the language (de_DE). */
  locale?: string;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The head elements of a language's page: its canonical address, every language version (all 27,
 * itself included) and the x-default (the unprefixed address that redirects by the visitor's
 * language), all absolute; Open Graph's title, description, address and locale; and `noindex` for
 * pages search engines must not list (cart, checkout, search results, a not-found page). The query
 * is left out: a filtered listing's canonical is the listing.
 */
export function pageHeadTags(head: PageHead): string {
  const tags: string[] = [];
  const attribute = (name: string, value: string) => `${name}="${escapeAttribute(value)}"`;
  const meta = (property: string, content: string) => tags.push(`<meta ${attribute('property', property)} ${attribute('content', content)} />`);
  const found = head.page !== undefined && head.status < 400;
  if (!found || !head.page?.indexable) tags.push('<meta name="robots" content="noindex" />');
  if (head.page && found) {
    const { path } = head.page;
    const self = `${head.origin}${head.rules.localizedPath(head.language, path)}`;
    tags.push(`<link rel="canonical" ${attribute('href', self)} />`);
    for (const code of LANGUAGE_CODES)
      tags.push(`<link rel="alternate" hreflang="${code}" ${attribute('href', `${head.origin}${head.rules.localizedPath(code, path)}`)} />`);
    tags.push(`<link rel="alternate" hreflang="x-default" ${attribute('href', `${head.origin}${path}`)} />`);
    meta('og:url', self);
  }
  if (head.title) meta('og:title', head.title);
  if (head.description) meta('og:description', head.description);
  if (head.locale) meta('og:locale', head.locale);
  return tags.join('');
}
