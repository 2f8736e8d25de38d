import { isSmart, primaryImage, reductionOf, rrpOf } from './pricing';

describe('reductionOf', () => {
  it("strikes the rule's price and computes Save N% from it, rounded down", () => {
    expect(reductionOf({ price: '75.00', reducedFrom: '100.00' })).toEqual({ wasPrice: '100.00', percent: 25 });
    expect(reductionOf({ price: '49.99', reducedFrom: '79.99' })).toEqual({ wasPrice: '79.99', percent: 37 });
  });

  it('shows no reduction without one decided, or when it is not below', () => {
    expect(reductionOf({ price: '9.99', reducedFrom: null })).toBeNull();
    expect(reductionOf({ price: '100.00', reducedFrom: '100.00' })).toBeNull();
    expect(reductionOf({ price: '120.00', reducedFrom: '100.00' })).toBeNull();
  });
});

describe('rrpOf', () => {
  it("gives the feed's RRP only above the price", () => {
    expect(rrpOf({ price: '9.99', originalPrice: '19.99' })).toBe('19.99');
    expect(rrpOf({ price: '19.99', originalPrice: '9.99' })).toBeNull();
    expect(rrpOf({ price: '19.99', originalPrice: null })).toBeNull();
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
