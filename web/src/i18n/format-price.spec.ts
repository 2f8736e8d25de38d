import { displayPrice, formatPrice } from './format-price';
import { getLanguage } from './languages';

describe('formatPrice', () => {
  it('shows the catalogue price exactly in euros for every euro language', () => {
    expect(formatPrice('100.00', getLanguage('en'))).toBe('€100.00');
    expect(formatPrice('45.89', getLanguage('de'))).toMatch(/^45,89\s€$/);
    expect(formatPrice('45.89', getLanguage('fr'))).toMatch(/^45,89\s€$/);
  });

  it('converts other currencies at the rates table and marks them approximate', () => {
    expect(formatPrice(10, getLanguage('sv'))).toMatch(/^≈ 105,00\s?kr$/);
    expect(formatPrice(10, getLanguage('pl'))).toMatch(/^≈ 42,00\s?zł$/);
  });

  it('reads the decimal strings the API sends and treats garbage as 0', () => {
    expect(displayPrice('12.5', getLanguage('en'))).toEqual({ amount: 12.5, currency: 'EUR', approximate: false });
    expect(displayPrice('n/a', getLanguage('en')).amount).toBe(0);
  });
});
