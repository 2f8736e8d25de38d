import { clampQuantity } from './quantity';

describe('clampQuantity', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['99', 99],
    ['100', 99],
    ['5000', 99],
    ['0', 1],
    ['-3', 1],
    ['abc', 1],
    ['', 1],
    ['  7 ', 7],
    ['3.7', 3],
    ['12abc', 12],
  ])('turns %p into %p', (input, expected) => {
    expect(clampQuantity(input)).toBe(expected);
  });

  it('clamps numbers too', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(8.9)).toBe(8);
  });
});
