import { FREE_SHIPPING_THRESHOLD_EUR } from '@lumina/contracts';
import { freeShippingProgress, summarise } from './cart-totals';

describe('freeShippingProgress', () => {
  it('uses the one threshold setting, €75 by default', () => {
    expect(FREE_SHIPPING_THRESHOLD_EUR).toBe(75);
  });

  it('reports what is still needed below the threshold', () => {
    expect(freeShippingProgress('49.90')).toEqual({ qualifies: false, remaining: 25.1, percent: 67 });
  });

  it('qualifies exactly at the threshold and above it', () => {
    expect(freeShippingProgress('75.00')).toEqual({ qualifies: true, remaining: 0, percent: 100 });
    expect(freeShippingProgress('120.50')).toEqual({ qualifies: true, remaining: 0, percent: 100 });
  });

  it('counts in cents, so 74.99 still needs one cent', () => {
    expect(freeShippingProgress('74.99').remaining).toBe(0.01);
  });
});

describe('summarise', () => {
  it('sums quantities and line totals without float drift', () => {
    expect(
      summarise([
        { quantity: 3, price: '0.10' },
        { quantity: 1, price: '19.99' },
      ]),
    ).toEqual({ itemCount: 4, totalAmount: '20.29' });
  });
});
