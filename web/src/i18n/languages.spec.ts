import { CURRENCY_RATES_PER_EUR } from '@lumina/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getLanguage, groupLanguagesForPicker, LANGUAGE_CODES, LANGUAGES, POPULAR_LANGUAGES, TRANSLATED_LANGUAGES } from './languages';

describe('languages', () => {
  it('lists the 27 languages of the spec in its order', () => {
    expect(LANGUAGE_CODES).toEqual([
      'en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'da', 'sv', 'no', 'fi', 'is', 'pl', 'cs', 'sk', 'hu', 'ro', 'bg', 'hr', 'sr',
      'sl', 'et', 'lv', 'lt', 'el', 'mt', 'ga',
    ]);
    expect(Object.keys(LANGUAGES)).toHaveLength(27);
  });

  it('gives every language a flag, a native and an English name', () => {
    for (const code of LANGUAGE_CODES) {
      const language = getLanguage(code);
      expect(language.code).toBe(code);
      expect(language.country).toMatch(/^[a-z]{2}$/);
      expect(language.nativeName.length).toBeGreaterThan(0);
      expect(language.name.length).toBeGreaterThan(0);
    }
  });

  it('uses the national currency where the spec names one and EUR elsewhere', () => {
    const nonEuro = { da: 'DKK', sv: 'SEK', no: 'NOK', is: 'ISK', pl: 'PLN', cs: 'CZK', hu: 'HUF', ro: 'RON', bg: 'BGN', sr: 'RSD' };
    for (const code of LANGUAGE_CODES) {
      expect(getLanguage(code).currency).toBe(nonEuro[code as keyof typeof nonEuro] ?? 'EUR');
    }
  });

  it('has a rate in the contracts table for every currency a language shows', () => {
    for (const code of LANGUAGE_CODES) expect(CURRENCY_RATES_PER_EUR[getLanguage(code).currency]).toBeGreaterThan(0);
  });

  it('groups the picker as popular languages first, then the rest by region', () => {
    const { popular, regions } = groupLanguagesForPicker();
    expect(popular.map((language) => language.code)).toEqual(['en', 'de', 'fr', 'es', 'it']);
    expect(POPULAR_LANGUAGES).toHaveLength(5);
    expect(regions.map((group) => group.region)).toEqual(['western', 'nordic', 'eastern', 'baltic', 'other']);
    expect(regions[0]?.languages.map((language) => language.code)).toEqual(['pt', 'nl']);
    const listed = [...popular, ...regions.flatMap((group) => group.languages)].map((language) => language.code);
    expect([...listed].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('calls translated exactly the languages whose message table is filled, English being the source', () => {
    const filled = LANGUAGE_CODES.filter(
      (code) => code === 'en' || Object.keys(JSON.parse(readFileSync(join(__dirname, 'messages', `${code}.json`), 'utf8')) as object).length > 0,
    );
    expect([...TRANSLATED_LANGUAGES].sort()).toEqual([...filled].sort());
  });
});
