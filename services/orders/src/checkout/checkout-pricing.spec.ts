import type { CheckoutCartLine } from '@lumina/contracts';
import { priceCheckout } from './checkout-pricing';

const line = (unitPriceMinor: number, quantity: number, currency = 'EUR'): CheckoutCartLine => ({
  productId: '00000000-0000-4000-8000-000000000001',
  title: 'Lamp',
  sku: 'L-1',
  quantity,
  unitPriceMinor,
  currency,
  inStock: true,
});

describe('priceCheckout', () => {
  it('charges the catalogue prices with free shipping from €75, stating the Spanish VAT they contain', () => {
    expect(priceCheckout([line(4990, 2), line(1500, 1)], 'ES', 1)).toMatchObject({
      currency: 'EUR',
      subtotalMinor: 11480,
      shippingMinor: 0,
      taxRatePercent: 21,
      taxMinor: 1992,
      totalMinor: 11480,
    });
  });

  it("adds the flat EU fee below €75 and states Germany's 19% VAT", () => {
    expect(priceCheckout([line(4589, 1)], 'DE', 1)).toMatchObject({
      subtotalMinor: 4589,
      shippingMinor: 495,
      totalMinor: 5084,
      taxRatePercent: 19,
      taxMinor: 812,
    });
  });

  it('charges Switzerland in CHF at the configured rate, CHF 9.95 shipping below €75 and no EU VAT', () => {
    const priced = priceCheckout([line(4990, 1)], 'CH', 0.94);
    expect(priced.currency).toBe('CHF');
    expect(priced.lines[0]?.unitPriceMinor).toBe(4691);
    expect(priced).toMatchObject({ subtotalMinor: 4691, shippingMinor: 995, taxMinor: 0, taxRatePercent: 0, totalMinor: 5686 });
  });

  it('judges the threshold on the euro subtotal, so a Swiss cart of €99.80 ships free', () => {
    expect(priceCheckout([line(4990, 2)], 'CH', 0.94)).toMatchObject({ subtotalMinor: 9382, shippingMinor: 0, totalMinor: 9382 });
  });

  it('refuses a line in a currency the catalogue does not price in', () => {
    expect(() => priceCheckout([line(100, 1, 'USD')], 'ES', 1)).toThrow(RangeError);
  });
});
