import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '@lumina/contracts';
import { decideAddress, pageHeadTags, visitorLanguage, type AddressRules } from './language-address';

/** The web app's rules for three of its screens (the real ones come from its server entry, see server-render.e2e.ts). */
const RULES: AddressRules = {
  splitLanguagePrefix: (pathname) => {
    const [, code, rest] = /^\/([^/]+)(\/.*)?$/.exec(pathname) ?? [];
    return isLanguageCode(code) ? { language: code, path: rest ?? '/' } : { language: undefined, path: pathname };
  },
  localizedPath: (language, path) => `/${language}${path}`,
  shopperPage: (pathname) => {
    if (pathname === '/' || pathname.startsWith('/product/')) return { path: pathname, serverRendered: true, indexable: true };
    if (pathname.startsWith('/products/')) return { path: pathname.replace('/products/', '/product/'), serverRendered: false, indexable: true };
    if (pathname === '/cart') return { path: pathname, serverRendered: false, indexable: false };
    return undefined;
  },
};

describe("the visitor's language", () => {
  it("is the cookie's, else Accept-Language's best supported one, else Spanish", () => {
    expect(visitorLanguage('consent=1; language=sv', 'pl')).toBe('sv');
    expect(visitorLanguage(undefined, 'pl')).toBe('pl');
    expect(visitorLanguage(undefined, 'de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(visitorLanguage(undefined, 'ja;q=1, fr;q=0.5')).toBe('fr');
    expect(visitorLanguage(undefined, undefined)).toBe('es');
    expect(visitorLanguage(undefined, '*')).toBe('es');
    expect(visitorLanguage(undefined, 'nl, *;q=0.5')).toBe('nl');
  });

  it('falls back past a malformed or unsupported cookie and header without throwing', () => {
    expect(visitorLanguage('language=xx', 'nl')).toBe('nl');
    expect(visitorLanguage('language=%E0%A4%A; =;;', ';;;q=abc,,')).toBe('es');
    expect(visitorLanguage('language', 'zz-ZZ')).toBe('es');
  });
});

describe('an address', () => {
  const visitor = (): LanguageCode => 'pl';

  it("redirects an unprefixed shopper page to the visitor's language, query kept", () => {
    expect(decideAddress(RULES, '/', visitor)).toEqual({ kind: 'redirect', location: '/pl/', byVisitor: true });
    expect(decideAddress(RULES, '/product/nova?from=home&x=1', visitor)).toEqual({ kind: 'redirect', location: '/pl/product/nova?from=home&x=1', byVisitor: true });
  });

  it("sends an old address to the page's own in one hop", () => {
    expect(decideAddress(RULES, '/products/nova?q=1', visitor)).toEqual({ kind: 'redirect', location: '/pl/product/nova?q=1', byVisitor: true });
    expect(decideAddress(RULES, '/de/products/nova', visitor)).toEqual({ kind: 'redirect', location: '/de/product/nova', byVisitor: false });
    expect(decideAddress(RULES, '/de?x=1', visitor)).toEqual({ kind: 'redirect', location: '/de/?x=1', byVisitor: false });
  });

  it("is a language's page under its prefix, and an unknown prefix is the 404 page, not a redirect", () => {
    expect(decideAddress(RULES, '/de/product/nova', () => {
        throw new Error('a prefixed address needs no visitor language');
      })).toEqual({
      kind: 'page',
      language: 'de',
      page: { path: '/product/nova', serverRendered: true, indexable: true },
    });
    expect(decideAddress(RULES, '/xx/product/nova', visitor)).toEqual({ kind: 'page', language: undefined, page: undefined });
  });
});

describe("a page's head", () => {
  const origin = 'https://lumina.example';

  it('names all 27 language versions and the x-default, absolute, with one canonical and Open Graph', () => {
    const tags = pageHeadTags({
      origin,
      rules: RULES,
      language: 'de',
      page: { path: '/product/nova', serverRendered: true, indexable: true },
      status: 200,
      title: 'Nova "Lampe" | Lumina',
      description: 'Eine Lampe',
      locale: 'de_DE',
    });
    const alternates = [...tags.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [lang, href]);
    expect(alternates).toEqual([
      ...LANGUAGE_CODES.map((code) => [code, `${origin}/${code}/product/nova`]),
      ['x-default', `${origin}/product/nova`],
    ]);
    expect(tags.match(/rel="canonical"/g)).toHaveLength(1);
    expect(tags).toContain(`<link rel="canonical" href="${origin}/de/product/nova" />`);
    expect(tags).toContain('<meta property="og:title" content="Nova &quot;Lampe&quot; | Lumina" />');
    expect(tags).toContain(`<meta property="og:url" content="${origin}/de/product/nova" />`);
    expect(tags).toContain('<meta property="og:locale" content="de_DE" />');
    expect(tags).not.toContain('robots');
  });

  it('says noindex for pages search engines must not list and for a not-found page', () => {
    const cart = pageHeadTags({ origin, rules: RULES, language: 'de', page: { path: '/cart', serverRendered: false, indexable: false }, status: 200 });
    expect(cart).toContain('<meta name="robots" content="noindex" />');
    const missing = pageHeadTags({ origin, rules: RULES, language: 'de', page: { path: '/product/none', serverRendered: true, indexable: true }, status: 404 });
    expect(missing).toContain('<meta name="robots" content="noindex" />');
    expect(missing).not.toContain('hreflang');
    expect(missing).not.toContain('canonical');
  });
});
