import { minorToDecimal } from './money';

describe('minorToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12990, '129.90'],
    [100000001, '1000000.01'],
    [-250, '-2.50'],
  ])('writes %i minor units as %s', (minor, decimal) => {
    expect(minorToDecimal(minor)).toBe(decimal);
  });

  it('refuses a fractional amount instead of rounding money silently', () => {
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
  });
});
