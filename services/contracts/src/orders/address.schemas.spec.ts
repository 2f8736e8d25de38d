import { billingAddressSchema, shippingAddressSchema } from './address.schemas';

const shipping = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'García',
  address1: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'ES',
  phone: '+34 600 000 000',
};

describe('shippingAddressSchema', () => {
  it('accepts the required fields and drops empty optional ones', () => {
    expect(shippingAddressSchema.parse({ ...shipping, company: '', address2: '  ' })).toEqual({
      ...shipping,
      company: undefined,
      address2: undefined,
    });
  });

  it.each([
    ['a missing e-mail', { email: undefined }],
    ['a malformed e-mail', { email: 'not-mail' }],
    ['a blank first name', { firstName: '  ' }],
    ['a country outside the eight', { country: 'US' }],
    ['a phone with letters', { phone: 'call me' }],
  ])('refuses %s', (_what, change) => {
    expect(shippingAddressSchema.safeParse({ ...shipping, ...change }).success).toBe(false);
  });
});

describe('billingAddressSchema', () => {
  it('needs nothing else when same as shipping', () => {
    expect(billingAddressSchema.parse({ sameAsShipping: true, firstName: 'ignored' })).toEqual({ sameAsShipping: true });
  });

  it('needs a full address otherwise', () => {
    expect(billingAddressSchema.safeParse({ sameAsShipping: false, firstName: 'Ana' }).success).toBe(false);
    const address = { firstName: 'Ana', lastName: 'García', address1: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country: 'ES' };
    expect(billingAddressSchema.parse({ sameAsShipping: false, ...address })).toMatchObject({ city: 'Madrid' });
  });
});
