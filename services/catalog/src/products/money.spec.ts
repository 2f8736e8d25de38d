import { formatMinorUnits } from './money';

describe('formatMinorUnits', () => {
  it('formats cents as a decimal string with two places', () => {
    expect(formatMinorUnits(12990)).toBe('129.90');
    expect(formatMinorUnits(399)).toBe('3.99');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(0)).toBe('0.00');
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => formatMinorUnits(12.5)).toThrow(RangeError);
    expect(() => formatMinorUnits(-1)).toThrow(RangeError);
  });
});
