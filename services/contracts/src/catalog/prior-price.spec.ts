import { priorPriceReduction, reductionPercent } from './prior-price';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number, minutes = 0) => new Date(NOW.getTime() - days * 86_400_000 - minutes * 60_000);
const seen = (days: number, priceMinor: number) => ({ at: daysAgo(days), priceMinor });

describe('priorPriceReduction', () => {
  it('shows no reduction for an offer first seen a minute ago, whatever its feed calls the old price', () => {
    // The feed's 19.99 'original price' is never an input: Lumina saw only 9.99, a minute ago.
    expect(priorPriceReduction([{ at: daysAgo(0, 1), priceMinor: 999 }], NOW)).toBeNull();
  });

  it('shows no reduction when the price dropped before Lumina had observed the offer for 30 days', () => {
    expect(priorPriceReduction([seen(29, 1999), seen(0, 999)], NOW)).toBeNull();
  });

  it('strikes the lowest price of the 30 days before the reduction and computes the percentage from it', () => {
    const reduction = priorPriceReduction([seen(90, 2499), seen(20, 1999), seen(45, 2199)], NOW);
    // 24.99 (90 days ago) → 21.99 (45 days ago) → 19.99 (20 days ago): one progressive reduction begun 45 days ago.
    expect(reduction).toEqual({ wasMinor: 2499, percent: 20, since: daysAgo(45) });
  });

  it('keeps the price before the first step of a progressive reduction', () => {
    expect(priorPriceReduction([seen(60, 10000), seen(10, 9000), seen(2, 8000)], NOW)).toEqual({
      wasMinor: 10000,
      percent: 20,
      since: daysAgo(10),
    });
  });

  it('uses the lowest price of the window, not the price just before the reduction (C-330/23)', () => {
    // 100 → 80 (a short sale) → 120 → 100: the 30 days before the last drop include 80.
    expect(priorPriceReduction([seen(60, 10000), seen(25, 8000), seen(15, 12000), seen(0, 10000)], NOW)).toBeNull();
    expect(priorPriceReduction([seen(60, 10000), seen(25, 11000), seen(15, 12000), seen(0, 9000)], NOW)).toEqual({
      wasMinor: 10000,
      percent: 10,
      since: daysAgo(0),
    });
  });

  it('counts the price carried into the window from before it', () => {
    expect(priorPriceReduction([seen(100, 5000), seen(0, 4000)], NOW)).toEqual({ wasMinor: 5000, percent: 20, since: daysAgo(0) });
  });

  it('shows no reduction after a price increase, nor for an unchanged price', () => {
    expect(priorPriceReduction([seen(60, 4000), seen(1, 5000)], NOW)).toBeNull();
    expect(priorPriceReduction([seen(60, 4000), seen(30, 4000), seen(1, 4000)], NOW)).toBeNull();
  });

  it('rounds the percentage down and shows nothing under 1 %', () => {
    expect(priorPriceReduction([seen(60, 3000), seen(0, 1999)], NOW)?.percent).toBe(33);
    expect(priorPriceReduction([seen(60, 10000), seen(0, 9950)], NOW)).toBeNull();
  });

  it('ignores observations after the moment asked about', () => {
    expect(priorPriceReduction([seen(60, 5000), { at: new Date(NOW.getTime() + 60_000), priceMinor: 1000 }], NOW)).toBeNull();
  });
});

describe('reductionPercent', () => {
  it('is the whole percent off the struck price, 0 when not lower', () => {
    expect(reductionPercent(1999, 999)).toBe(50);
    expect(reductionPercent(999, 1999)).toBe(0);
  });
});
