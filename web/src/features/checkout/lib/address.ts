import type { AddressFields, BillingAddress, ShippingAddress } from '../types';
import { DEFAULT_COUNTRY } from './countries';

export interface CheckoutFormState {
  shipping: ShippingAddress;
  billing: BillingAddress;
}

export const ADDRESS_KEYS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'postalCode', 'country', 'phone'] as const;

export function emptyAddress(): AddressFields {
  return { firstName: '', lastName: '', company: '', address1: '', address2: '', city: '', postalCode: '', country: DEFAULT_COUNTRY, phone: '' };
}

export function initialCheckoutForm(): CheckoutFormState {
  return { shipping: { email: '', ...emptyAddress() }, billing: { sameAsShipping: true, ...emptyAddress() } };
}

function trimAddress<T extends AddressFields>(address: T): T {
  const copy = { ...address };
  for (const key of ADDRESS_KEYS) copy[key] = copy[key].trim();
  return copy;
}

/** What confirm-payment receives: trimmed fields; with 'same as shipping' the billing address is the shipping one. */
export function addressesForOrder(form: CheckoutFormState): { shippingAddress: ShippingAddress; billingAddress: BillingAddress } {
  const shippingAddress = { ...trimAddress(form.shipping), email: form.shipping.email.trim() };
  if (form.billing.sameAsShipping) {
    const { email: _email, ...fields } = shippingAddress;
    return { shippingAddress, billingAddress: { ...fields, sameAsShipping: true } };
  }
  return { shippingAddress, billingAddress: { ...trimAddress(form.billing), sameAsShipping: false } };
}
