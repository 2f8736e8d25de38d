import { clampQuantity, parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it.each([
    ['abc', 1],
    ['', 1],
    ['  ', 1],
    ['1e3', 1],
    ['0x10', 1],
    ['5', 5],
    [' 12 ', 12],
    ['0', 1],
    ['-4', 1],
    ['100', 99],
    ['250', 99],
    ['7.9', 7],
  ])('reads %j as %i (non-numeric → 1, else clamped to 1..99)', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });
});

describe('clampQuantity', () => {
  it('keeps 1..99 and clamps anything outside', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(1)).toBe(1);
    expect(clampQuantity(99)).toBe(99);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
