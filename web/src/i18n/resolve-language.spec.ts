import { detectInitialLanguage, LANGUAGE_STORAGE_KEY, resolveInitialLanguage } from './resolve-language';

describe('resolveInitialLanguage', () => {
  it('uses the stored language when it is supported, whatever the browser says', () => {
    expect(resolveInitialLanguage('de', 'fr-FR')).toBe('de');
  });

  it('falls back to the first two letters of the browser language when nothing usable is stored', () => {
    expect(resolveInitialLanguage(null, 'sv-SE')).toBe('sv');
    expect(resolveInitialLanguage('klingon', 'pt-BR')).toBe('pt');
  });

  it('is Spanish when neither the stored nor the browser language is supported', () => {
    expect(resolveInitialLanguage('xx', 'ja-JP')).toBe('es');
    expect(resolveInitialLanguage(undefined, undefined)).toBe('es');
  });
});

describe('detectInitialLanguage', () => {
  const originalLanguage = navigator.language;
  afterEach(() => Object.defineProperty(navigator, 'language', { value: originalLanguage, configurable: true }));

  it('reads the stored language from localStorage', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    expect(detectInitialLanguage()).toBe('it');
  });

  it('reads the browser language when nothing is stored', () => {
    Object.defineProperty(navigator, 'language', { value: 'nl-BE', configurable: true });
    expect(detectInitialLanguage()).toBe('nl');
  });
});
