import { ADDRESS_KEYS } from '@/lib/address';
import type { AddressFields, BillingAddress, ShippingAddress } from '../types';
import { DEFAULT_COUNTRY, defaultCountryForLanguage } from '@lumina/contracts';

export interface CheckoutFormState {
  shipping: ShippingAddress;
  /** The billing form's own fields, used when `sameAsShipping` is off. */
  billing: AddressFields & { sameAsShipping: boolean };
}

export function emptyAddress(country: string = DEFAULT_COUNTRY): AddressFields {
  return {
    firstName: '',
    lastName: '',
    company: '',
    address1: '',
    address2: '',
    city: '',
    postalCode: '',
    country,
    phone: '',
  };
}

/** The country defaults to the shopper's language's country when it is one of the eight, else ES. */
export function initialCheckoutForm(language = 'es'): CheckoutFormState {
  const country = defaultCountryForLanguage(language);
  return { shipping: { email: '', ...emptyAddress(country) }, billing: { sameAsShipping: true, ...emptyAddress(country) } };
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
