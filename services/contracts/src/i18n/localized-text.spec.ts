import { localizedText, localizedTextLanguage, translationState, type LocalizedText } from './localized-text';

describe('localizedText', () => {
  const name: LocalizedText = { en: 'Desk lamps', de: 'Schreibtischleuchten', fr: '  ' };

  it.each([
    ['de', 'Schreibtischleuchten', 'de'],
    ['fi', 'Desk lamps', 'en'],
    ['fr', 'Desk lamps', 'en'],
    ['xx', 'Desk lamps', 'en'],
    ['', 'Desk lamps', 'en'],
  ])('in %p reads %p (lang %p)', (language, expected, lang) => {
    expect(localizedText(name, language)).toBe(expected);
    expect(localizedTextLanguage(name, language)).toBe(lang);
  });
});

describe('translationState', () => {
  const text: LocalizedText = { en: 'Desk lamps', de: 'Schreibtischleuchten', it: 'Lampade da scrivania' };
  const times = { en: '2026-11-02T10:00:00Z', de: '2026-11-01T10:00:00Z', it: '2026-11-03T10:00:00Z' };

  it('calls a translation written before the English text outdated, a newer one current, an absent one missing', () => {
    expect(translationState(text, times, 'de')).toBe('outdated');
    expect(translationState(text, times, 'it')).toBe('current');
    expect(translationState(text, times, 'pl')).toBe('missing');
    expect(translationState(text, times, 'en')).toBe('current');
  });
});
