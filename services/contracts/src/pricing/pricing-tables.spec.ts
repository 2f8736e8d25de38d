import { COUNTRY_CODES } from '../orders/countries';
import { CURRENCY_RATES_PER_EUR, displayAmount, toEuros } from './currency-rates';
import { defaultCountryForLanguage } from './checkout-country';
import { FREE_SHIPPING_THRESHOLD_EUR, missingForFreeShippingMinor, SHIPPING_FEES, shippingFeeMinor } from './shipping';
import { VAT_RATES_PERCENT, vatDueOnDelivery, vatIncludedMinor } from './vat';

describe('currency rates', () => {
  it("uses the spec's rates per euro for pl, da, sv and no", () => {
    expect(CURRENCY_RATES_PER_EUR).toMatchObject({ EUR: 1, PLN: 4.2, DKK: 6.8, SEK: 10.5, NOK: 11.2 });
  });

  it('shows a euro price exactly, never approximate', () => {
    expect(displayAmount(45.89, 'EUR')).toEqual({ amount: 45.89, currency: 'EUR', approximate: false });
  });

  it('converts other currencies to the cent and marks them approximate', () => {
    expect(displayAmount(45.89, 'PLN')).toEqual({ amount: 192.74, currency: 'PLN', approximate: true });
    expect(displayAmount(10, 'SEK')).toEqual({ amount: 105, currency: 'SEK', approximate: true });
  });

  it('converts a shopper amount back to euros (price filter bounds)', () => {
    expect(toEuros(420, 'PLN')).toBe(100);
    expect(toEuros(75, 'EUR')).toBe(75);
  });
});

describe('shipping table', () => {
  it('charges the flat fee per destination below €75 and nothing at or above it', () => {
    expect(FREE_SHIPPING_THRESHOLD_EUR).toBe(75);
    expect(shippingFeeMinor('DE', 7499)).toBe(495);
    expect(shippingFeeMinor('DE', 7500)).toBe(0);
    expect(shippingFeeMinor('CH', 1000)).toBe(995);
    expect(SHIPPING_FEES.CH.currency).toBe('CHF');
    expect(COUNTRY_CODES.filter((code) => code !== 'CH').every((code) => SHIPPING_FEES[code].currency === 'EUR')).toBe(true);
  });

  it('says how much is missing for free shipping', () => {
    expect(missingForFreeShippingMinor(5000)).toBe(2500);
    expect(missingForFreeShippingMinor(9000)).toBe(0);
  });
});

describe('VAT table', () => {
  it("has each destination's standard rate and no EU VAT for Switzerland", () => {
    expect(VAT_RATES_PERCENT).toEqual({ ES: 21, FR: 20, DE: 19, IT: 22, BE: 21, AT: 20, NL: 21, CH: 0 });
    expect(vatDueOnDelivery('CH')).toBe(true);
    expect(vatDueOnDelivery('DE')).toBe(false);
  });

  it('states the VAT contained in a gross amount, rounded to the cent', () => {
    expect(vatIncludedMinor(11900, 19)).toBe(1900);
    expect(vatIncludedMinor(12100, 21)).toBe(2100);
    expect(vatIncludedMinor(4589, 19)).toBe(733);
    expect(vatIncludedMinor(9995, 0)).toBe(0);
  });
});

describe('checkout default country', () => {
  it.each([
    ['de', 'DE'],
    ['fr', 'FR'],
    ['es', 'ES'],
    ['it', 'IT'],
    ['nl', 'NL'],
    ['pl', 'ES'],
    ['en', 'ES'],
  ])('%s → %s', (language, country) => {
    expect(defaultCountryForLanguage(language)).toBe(country);
  });
});
