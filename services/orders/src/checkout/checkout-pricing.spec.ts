import type { CheckoutCartLine } from '@lumina/contracts';
import { priceCheckout, vatOf } from './checkout-pricing';

const line = (unitPriceMinor: number, quantity: number, currency = 'EUR'): CheckoutCartLine => ({
  productId: '00000000-0000-4000-8000-000000000001',
  title: 'Lamp',
  sku: 'L-1',
  quantity,
  unitPriceMinor,
  currency,
  inStock: true,
});

describe('vatOf', () => {
  it.each([
    [10000, 2100],
    [1, 0],
    [3, 1], // 0.63 rounds up
    [2, 0], // 0.42 rounds down
    [50, 11], // 10.5 rounds half up
  ])('is 21%% of %i rounded to the cent: %i', (subtotal, vat) => {
    expect(vatOf(subtotal)).toBe(vat);
  });
});

describe('priceCheckout', () => {
  it('adds 21% VAT on top of the subtotal, in EUR for Spain', () => {
    expect(priceCheckout([line(4990, 2), line(1500, 1)], 'ES', 1)).toMatchObject({
      currency: 'EUR',
      subtotalMinor: 11480,
      taxMinor: 2411,
      totalMinor: 13891,
    });
  });

  it('charges Switzerland in CHF, converting each unit price at the configured rate', () => {
    const priced = priceCheckout([line(4990, 2)], 'CH', 0.94);
    expect(priced.currency).toBe('CHF');
    expect(priced.lines[0]?.unitPriceMinor).toBe(4691);
    expect(priced).toMatchObject({ subtotalMinor: 9382, taxMinor: 1970, totalMinor: 11352 });
  });

  it('refuses a line in a currency the catalogue does not price in', () => {
    expect(() => priceCheckout([line(100, 1, 'USD')], 'ES', 1)).toThrow(RangeError);
  });
});
