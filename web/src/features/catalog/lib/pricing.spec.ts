import { discountPercent, isOnSale, isSmart, primaryImage } from './pricing';

describe('discountPercent', () => {
  it('rounds (original - price) / original to a whole percent', () => {
    expect(discountPercent('75.00', '100.00')).toBe(25);
    expect(discountPercent('66.67', '100.00')).toBe(33);
    expect(discountPercent('49.99', '79.99')).toBe(38);
    expect(discountPercent(10, 30)).toBe(67);
  });

  it('is null without a higher original price', () => {
    expect(discountPercent('100.00', null)).toBeNull();
    expect(discountPercent('100.00', '100.00')).toBeNull();
    expect(discountPercent('120.00', '100.00')).toBeNull();
    expect(discountPercent('100.00', 'not a number')).toBeNull();
  });
});

describe('isOnSale', () => {
  it('is true only when the original price exceeds the price', () => {
    expect(isOnSale('75', '100')).toBe(true);
    expect(isOnSale('100', '100')).toBe(false);
    expect(isOnSale('100', undefined)).toBe(false);
  });
});

describe('isSmart', () => {
  it("recognises a feature containing 'smart' in any case", () => {
    expect(isSmart({ features: ['Dimmable', 'Smart'] })).toBe(true);
    expect(isSmart({ features: ['smart'] })).toBe(true);
    expect(isSmart({ features: ['Dimmable', 'RGB'] })).toBe(false);
  });
});

describe('primaryImage', () => {
  it('prefers the image marked primary, else the first', () => {
    const a = { id: 'a', url: '/a.svg', altText: null, isPrimary: false };
    const b = { id: 'b', url: '/b.svg', altText: null, isPrimary: true };
    expect(primaryImage({ images: [a, b] })).toBe(b);
    expect(primaryImage({ images: [a] })).toBe(a);
    expect(primaryImage({ images: [] })).toBeUndefined();
  });
});
