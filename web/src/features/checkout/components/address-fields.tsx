import type { ChangeEvent, ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { cn } from '@/lib/cn';
import { CHECKOUT_COUNTRIES, countryName } from '../lib/countries';
import type { AddressFields as Address } from '../types';

const messages = defineMessages({
  email: { id: 'checkout.field.email', defaultMessage: 'Email', description: 'Checkout e-mail field label' },
  firstName: {
    id: 'checkout.field.firstName',
    defaultMessage: 'First Name',
    description: 'Checkout first name field label',
  },
  lastName: {
    id: 'checkout.field.lastName',
    defaultMessage: 'Last Name',
    description: 'Checkout last name field label',
  },
  company: {
    id: 'checkout.field.company',
    defaultMessage: 'Company (optional)',
    description: 'Checkout company field label',
  },
  address1: {
    id: 'checkout.field.address1',
    defaultMessage: 'Address',
    description: 'Checkout street address field label',
  },
  address2: {
    id: 'checkout.field.address2',
    defaultMessage: 'Apartment, suite, etc. (optional)',
    description: 'Checkout second address line field label',
  },
  city: { id: 'checkout.field.city', defaultMessage: 'City', description: 'Checkout city field label' },
  postalCode: {
    id: 'checkout.field.postalCode',
    defaultMessage: 'Postal Code',
    description: 'Checkout postal code field label',
  },
  country: {
    id: 'checkout.field.country',
    defaultMessage: 'Country',
    description: 'Checkout country select label',
  },
  phone: { id: 'checkout.field.phone', defaultMessage: 'Phone', description: 'Checkout phone field label' },
});

/** The server's address rules (services/contracts orders/address.schemas.ts), checked by the browser first. */
const POSTAL_CODE_PATTERN = '[A-Za-z0-9][A-Za-z0-9 \\-]{1,10}';
// Valid with the `v` flag browsers compile `pattern` with: ( ) and - escaped inside the class.
const PHONE_PATTERN = '\\+?[0-9][0-9 \\(\\).\\-]{5,24}';

export const inputClass =
  'h-10 w-full rounded-md border border-border bg-background px-3 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[invalid=true]:border-destructive';

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

export function Field({ id, label, required, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}

interface AddressFieldsProps<T extends Address> {
  /** Prefix of the inputs' ids and names ('shipping' or 'billing'). */
  section: 'shipping' | 'billing';
  value: T;
  onChange: (field: keyof T & string, value: string) => void;
  /** Shipping asks for the e-mail too (spec §3: email is shipping only). */
  withEmail?: boolean;
  disabled?: boolean;
}

/**
 * The address fields of spec §3/§5: required first and last name, address, city, postal code,
 * phone (tel) and e-mail (email type) with browser validation; optional company and address 2;
 * the country from the 8 shipping countries.
 */
export function AddressFields<T extends Address>({
  section,
  value,
  onChange,
  withEmail = false,
  disabled,
}: AddressFieldsProps<T>) {
  const intl = useIntl();
  const id = (field: string) => `${section}-${field}`;
  const bind = (field: keyof T & string) => ({
    id: id(field),
    name: `${section}.${field}`,
    value: String(value[field] ?? ''),
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(field, event.target.value),
    className: inputClass,
  });
  const auto = (token: string) => `section-${section} ${section} ${token}`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {withEmail ? (
        <Field
          id={id('email')}
          label={<FormattedMessage {...messages.email} />}
          required
          className="sm:col-span-2"
        >
          <input {...bind('email' as keyof T & string)} type="email" required autoComplete="email" />
        </Field>
      ) : null}
      <Field id={id('firstName')} label={<FormattedMessage {...messages.firstName} />} required>
        <input {...bind('firstName')} required maxLength={100} autoComplete={auto('given-name')} />
      </Field>
      <Field id={id('lastName')} label={<FormattedMessage {...messages.lastName} />} required>
        <input {...bind('lastName')} required maxLength={100} autoComplete={auto('family-name')} />
      </Field>
      <Field id={id('company')} label={<FormattedMessage {...messages.company} />} className="sm:col-span-2">
        <input {...bind('company')} maxLength={200} autoComplete={auto('organization')} />
      </Field>
      <Field
        id={id('address1')}
        label={<FormattedMessage {...messages.address1} />}
        required
        className="sm:col-span-2"
      >
        <input {...bind('address1')} required maxLength={200} autoComplete={auto('address-line1')} />
      </Field>
      <Field
        id={id('address2')}
        label={<FormattedMessage {...messages.address2} />}
        className="sm:col-span-2"
      >
        <input {...bind('address2')} maxLength={200} autoComplete={auto('address-line2')} />
      </Field>
      <Field id={id('city')} label={<FormattedMessage {...messages.city} />} required>
        <input {...bind('city')} required maxLength={100} autoComplete={auto('address-level2')} />
      </Field>
      <Field id={id('postalCode')} label={<FormattedMessage {...messages.postalCode} />} required>
        <input
          {...bind('postalCode')}
          required
          pattern={POSTAL_CODE_PATTERN}
          maxLength={11}
          autoComplete={auto('postal-code')}
        />
      </Field>
      <Field id={id('country')} label={<FormattedMessage {...messages.country} />} required>
        <select {...bind('country')} required autoComplete={auto('country')}>
          {CHECKOUT_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code, intl.locale)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('phone')} label={<FormattedMessage {...messages.phone} />} required>
        <input
          {...bind('phone')}
          type="tel"
          required
          pattern={PHONE_PATTERN}
          maxLength={25}
          autoComplete={auto('tel')}
        />
      </Field>
    </div>
  );
}
