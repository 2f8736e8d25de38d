import { priceHistoryQuery, priceVerdict } from './price-history';

describe('priceVerdict', () => {
  it('claims nothing but the short history under 30 days observed', () => {
    expect(priceVerdict(29, [5000, 4000, 1000])).toBe('too-little-history');
  });

  it('names the lowest price of the period, a higher and a lower than usual price', () => {
    expect(priceVerdict(90, [5000, 5000, 4900])).toBe('lowest-in-period');
    expect(priceVerdict(90, [5000, 4800, 5000, 5000, 5600])).toBe('higher-than-usual');
    expect(priceVerdict(90, [5000, 4000, 5000, 5000, 4500])).toBe('lower-than-usual');
    expect(priceVerdict(90, [5000, 4000, 5000, 5000, 5000])).toBe('usual');
  });
});

describe('priceHistoryQuery', () => {
  it('takes 1 to 730 days and a Deliver-to country, naming the field otherwise', () => {
    expect(priceHistoryQuery.parse({ days: '30', country: 'fr' })).toEqual({ days: 30, country: 'FR', language: 'en' });
    expect(priceHistoryQuery.safeParse({ days: '731' }).error?.issues[0]?.path).toEqual(['days']);
    expect(priceHistoryQuery.safeParse({ days: '0' }).success).toBe(false);
    expect(priceHistoryQuery.safeParse({ country: 'US' }).error?.issues[0]?.path).toEqual(['country']);
  });
});
