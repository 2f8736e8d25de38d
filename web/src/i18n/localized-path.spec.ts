import { LANGUAGE_CODES } from './languages';
import { languageBasename, localizedPath, splitLanguagePrefix, switchAddressLanguage } from './localized-path';

describe('language addresses', () => {
  it('reads the language prefix and the app path after it', () => {
    expect(splitLanguagePrefix('/de/product/nova')).toEqual({ language: 'de', path: '/product/nova' });
    expect(splitLanguagePrefix('/es/')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguagePrefix('/es')).toEqual({ language: 'es', path: '/' });
    // Norwegian's code is a word too: /no/… is a Norwegian address.
    expect(splitLanguagePrefix('/no/such/page')).toEqual({ language: 'no', path: '/such/page' });
  });

  it('leaves an address without a known prefix whole', () => {
    for (const pathname of ['/', '/product/nova', '/xx/product/nova', '/DE/product/nova', '/deals', '/admin/products'])
      expect(splitLanguagePrefix(pathname)).toEqual({ language: undefined, path: pathname });
  });

  it('builds every language address of an app path, the home page with its slash', () => {
    expect(localizedPath('es', '/')).toBe('/es/');
    expect(localizedPath('pl', '/category/ceiling-lights?sort=price-asc')).toBe('/pl/category/ceiling-lights?sort=price-asc');
    expect(languageBasename('fr')).toBe('/fr/');
    for (const code of LANGUAGE_CODES) expect(splitLanguagePrefix(localizedPath(code, '/cart'))).toEqual({ language: code, path: '/cart' });
  });

  it('moves an address to another language with its query and fragment, and leaves an unprefixed one', () => {
    expect(switchAddressLanguage({ pathname: '/de/category/lamps', search: '?page=2', hash: '#top' }, 'fr')).toBe('/fr/category/lamps?page=2#top');
    expect(switchAddressLanguage({ pathname: '/de/', search: '', hash: '' }, 'sv')).toBe('/sv/');
    expect(switchAddressLanguage({ pathname: '/xx/nothing', search: '', hash: '' }, 'sv')).toBe('/xx/nothing');
  });
});
