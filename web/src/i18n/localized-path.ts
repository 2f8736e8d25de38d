import { isLanguageCode, type LanguageCode } from './languages';

/*
 * Every shopper page lives under its language code (ARCHITECTURE §18): /de/product/{slug}, /es/.
 * The app's own paths (config/paths.ts, the route table) stay unprefixed; the router adds the prefix
 * as its basename, so every <Link>, navigate() and useHref() of a page under /de/ stays under /de/.
 * These functions are the one place a prefixed address is built or read, on both sides (the server
 * renderer, the BFF's redirects, the browser's start and the language switcher).
 */

export interface LanguageAddress {
  /** The address's language prefix; undefined for an unprefixed address. */
  language: LanguageCode | undefined;
  /** The path after the prefix ('/' for the language's home), the app's own path. */
  path: string;
}

/** Splits `/de/product/x` into `de` and `/product/x`; an address without a known prefix is all path. */
export function splitLanguagePrefix(pathname: string): LanguageAddress {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const code = match?.[1];
  if (!isLanguageCode(code)) return { language: undefined, path: pathname };
  return { language: code, path: match?.[2] ?? '/' };
}

/**
 * The router's basename for a language: its links and navigations stay under it. With the slash,
 * a link home is `/de/` (the page's address), not `/de`.
 */
export function languageBasename(language: LanguageCode): string {
  return `/${language}/`;
}

/**
 * The address of the app path `path` (it may carry a query and fragment) in `language`: the home
 * page is `/es/`, every other page `/es/{path}`.
 */
export function localizedPath(language: LanguageCode, path: string): string {
  return `/${language}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The same page in another language, query and fragment kept. An unprefixed address (the 404 page
 * of an unknown address, a dev server) has no language versions and stays as it is.
 */
export function switchAddressLanguage(address: { pathname: string; search: string; hash: string }, language: LanguageCode): string {
  const { language: current, path } = splitLanguagePrefix(address.pathname);
  const pathname = current ? localizedPath(language, path) : address.pathname;
  return `${pathname}${address.search}${address.hash}`;
}
