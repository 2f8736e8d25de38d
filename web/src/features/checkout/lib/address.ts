import { ADDRESS_KEYS } from '@/lib/address';
import type { AddressFields, BillingAddress, ShippingAddress } from '../types';
import { DEFAULT_COUNTRY } from './countries';

export interface CheckoutFormState {
  shipping: ShippingAddress;
  /** The billing form's own fields, used when `sameAsShipping` is off. */
  billing: AddressFields & { sameAsShipping: boolean };
}

export function emptyAddress(): AddressFields {
  return {
    firstName: '',
    lastName: '',
    company: '',
    address1: '',
    address2: '',
    city: '',
    postalCode: '',
    country: DEFAULT_COUNTRY,
    phone: '',
  };
}

export function initialCheckoutForm(): CheckoutFormState {
  return { shipping: { email: '', ...emptyAddress() }, billing: { sameAsShipping: true, ...emptyAddress() } };
}

function trimAddress(address: AddressFields): AddressFields {
  const copy = { ...address };
  for (const key of ADDRESS_KEYS) copy[key] = copy[key].trim();
  return copy;
}

/** What the payment calls receive: trimmed fields; billing is 'same as shipping' or its own full address. */
export function addressesForOrder(form: CheckoutFormState): {
  shippingAddress: ShippingAddress;
  billingAddress: BillingAddress;
} {
  const shippingAddress: ShippingAddress = {
    ...trimAddress(form.shipping),
    email: form.shipping.email.trim(),
  };
  const { sameAsShipping, ...billingFields } = form.billing;
  const billingAddress: BillingAddress = sameAsShipping
    ? { sameAsShipping: true }
    : { sameAsShipping: false, ...trimAddress(billingFields) };
  return { shippingAddress, billingAddress };
}

/** The billing address as a full address (for the provider's billing details). */
export function resolvedBilling(shipping: ShippingAddress, billing: BillingAddress): AddressFields {
  const source: AddressFields = billing.sameAsShipping ? shipping : billing;
  const fields = emptyAddress();
  for (const key of ADDRESS_KEYS) fields[key] = source[key];
  return fields;
}
