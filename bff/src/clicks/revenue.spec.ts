import { randomUUID } from 'node:crypto';
import { earningsPerClick, revenueEstimate, trend } from './revenue';
import { merchant } from './testing/merchant';

const settings = { CLICK_DEFAULT_ORDER_VALUE_EUR: 120, CLICK_DEFAULT_CONVERSION_RATE: 0.02, CLICK_DEFAULT_COMMISSION_PCT: 5 };

describe('revenue estimate', () => {
  it("uses a merchant's earnings per click when set", () => {
    expect(earningsPerClick(merchant({ id: randomUUID(), earningsPerClick: '0.35', commissionRate: '8.00' }), settings)).toBe(0.35);
  });

  it('derives earnings per click from the commission × average order × conversion otherwise', () => {
    expect(earningsPerClick(merchant({ id: randomUUID(), commissionRate: '8.00' }), settings)).toBeCloseTo(0.192, 6);
    expect(earningsPerClick(merchant({ id: randomUUID() }), settings)).toBeCloseTo(0.12, 6);
    expect(earningsPerClick(undefined, settings)).toBeCloseTo(0.12, 6);
  });

  it('sums counted clicks × each merchant’s earnings per click, in cents', () => {
    const a = merchant({ id: randomUUID(), earningsPerClick: '0.10' });
    const b = merchant({ id: randomUUID(), commissionRate: '10' });
    const byId = (id: string | null) => [a, b].find((m) => m.id === id);
    expect(revenueEstimate([{ merchantId: a.id, clicks: 7 }, { merchantId: b.id, clicks: 3 }, { merchantId: null, clicks: 1 }], byId, settings)).toBe(
      0.7 + 0.72 + 0.12,
    );
  });

  it('gives the change in percent, and none without a base', () => {
    expect(trend(112, 100)).toBe(12);
    expect(trend(50, 200)).toBe(-75);
    expect(trend(5, 0)).toBeNull();
  });
});
