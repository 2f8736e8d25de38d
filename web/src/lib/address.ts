/** The fields of a postal address, in form and display order (checkout's forms, an order's address). */
export const ADDRESS_KEYS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'postalCode',
  'country',
  'phone',
] as const;
