import type { MerchantDto } from '@lumina/contracts';
import { formValuesOf, InvalidJsonError, InvalidShippingError, toPayload } from './merchant-form';

describe('merchant form payload (spec §5)', () => {
  const values = { ...formValuesOf(null), name: ' Lamp Shop ', feedUrl: 'https://feeds.example/a.csv' };

  it('sends empty JSON fields as {} on create', () => {
    expect(toPayload(values, 'create')).toMatchObject({
      name: 'Lamp Shop',
      feedAuth: {},
      mappingConfig: {},
      defaultCurrency: 'USD',
      isActive: true,
      syncIntervalHours: 6,
    });
  });

  it('omits empty JSON fields on update', () => {
    const payload = toPayload(values, 'update');
    expect(payload).not.toHaveProperty('feedAuth');
    expect(payload).not.toHaveProperty('mappingConfig');
  });

  it('parses filled JSON fields', () => {
    expect(toPayload({ ...values, mappingConfig: '{"product_name":"title"}' }, 'update')).toMatchObject({
      mappingConfig: { product_name: 'title' },
    });
  });

  it.each(['{oops', '[1,2]', '"text"'])('refuses %j as invalid JSON', (text) => {
    expect(() => toPayload({ ...values, feedAuth: text }, 'create')).toThrow(InvalidJsonError);
  });

  it('sends the feed language and the default shipping table in minor units', () => {
    expect(toPayload({ ...values, feedLanguage: 'de', defaultShipping: 'DE 4.95\n\nat: 0\nFR=5,5' }, 'update')).toMatchObject({
      feedLanguage: 'de',
      defaultShippingMinor: { DE: 495, AT: 0, FR: 550 },
    });
  });

  it.each(['US 4.95', 'DE', 'Germany 4.95', 'DE -1'])('refuses the shipping line %j', (line) => {
    expect(() => toPayload({ ...values, defaultShipping: line }, 'create')).toThrow(InvalidShippingError);
  });

  it('shows a stored table one country a line', () => {
    expect(formValuesOf({ feedAuth: {}, mappingConfig: {}, defaultShippingMinor: { DE: 495, AT: 0 }, feedLanguage: 'de' } as unknown as MerchantDto)).toMatchObject({
      defaultShipping: 'DE 4.95\nAT 0.00',
      feedLanguage: 'de',
    });
  });
});
