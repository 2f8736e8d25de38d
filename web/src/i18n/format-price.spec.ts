import { convertPrice, formatPrice } from './format-price';
import { getLanguage } from './languages';

describe('formatPrice', () => {
  it('shows the catalogue price unchanged in euros for English', () => {
    expect(formatPrice('100.00', getLanguage('en'))).toBe('€100.00');
  });

  it('applies the language multiplier and its currency and number format', () => {
    expect(formatPrice(100, getLanguage('de'))).toMatch(/^85,00\s€$/);
    expect(formatPrice(10, getLanguage('sv'))).toMatch(/^105,00\s?kr$/);
    expect(formatPrice(10, getLanguage('pl'))).toMatch(/^42,00\s?zł$/);
  });

  it('reads the decimal strings the API sends and treats garbage as 0', () => {
    expect(convertPrice('12.5', getLanguage('en'))).toBe(12.5);
    expect(convertPrice('n/a', getLanguage('en'))).toBe(0);
  });
});
