import type { ShippingAddress } from '@lumina/contracts';

/** A shopper's address in Spain (21 % VAT included in the prices) for checkout suites. */
export const SHIPPING: ShippingAddress = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'García',
  company: undefined,
  address1: 'Calle Mayor 1',
  address2: undefined,
  city: 'Madrid',
  postalCode: '28013',
  country: 'ES',
  phone: '+34 600 000 000',
};
