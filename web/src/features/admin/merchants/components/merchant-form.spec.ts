import { formValuesOf, InvalidJsonError, toPayload } from './merchant-form';

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
});
