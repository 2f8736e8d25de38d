import { DELIVERY_COUNTRIES, deliveryCountryFor } from './deliver-to';

describe('deliveryCountryFor', () => {
  it('serves the EU 27 and Norway, Iceland, Switzerland and Serbia', () => {
    expect(DELIVERY_COUNTRIES).toHaveLength(31);
    expect(new Set(DELIVERY_COUNTRIES).size).toBe(31);
  });

  it.each([
    ['se', 'de', 'SE'],
    [' ch ', 'fr', 'CH'],
    [undefined, 'sv', 'SE'],
    [undefined, 'en', 'IE'],
    ['US', 'pl', 'PL'],
    ['', 'xx', 'ES'],
    [null, 'sr', 'RS'],
  ])('choice %p in language %p delivers to %p', (choice, language, expected) => {
    expect(deliveryCountryFor(choice, language)).toBe(expected);
  });
});
