import { z } from '../zod';

import { COUNTRY_CODES } from './countries';

export * from './countries';

export const countrySchema = z.enum(COUNTRY_CODES, { message: `must be one of ${COUNTRY_CODES.join(', ')}` });

const required = (max: number) => z.string().trim().min(1, 'is required').max(max);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const addressFields = {
  firstName: required(100),
  lastName: required(100),
  company: optional(200),
  address1: required(200),
  address2: optional(200),
  city: required(100),
  postalCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, 'must be a postal code'),
  country: countrySchema,
};

const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'must be a phone number');

/** Spec §3 checkout address, shipping side: every field required except company and address2. */
export const shippingAddressSchema = z.object({
  email: z.email({ message: 'must be an e-mail address' }).max(254),
  ...addressFields,
  phone: phoneSchema,
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * Billing: `sameAsShipping` (default true) or, beyond the spec (ARCHITECTURE §11), a full
 * address. Extra fields sent with `sameAsShipping: true` are ignored.
 */
export const billingAddressSchema = z.discriminatedUnion('sameAsShipping', [
  z.object({ sameAsShipping: z.literal(true) }),
  z.object({ sameAsShipping: z.literal(false), ...addressFields, phone: phoneSchema.optional() }),
]);
export type BillingAddressInput = z.infer<typeof billingAddressSchema>;

/** What an order stores as its billing address once `sameAsShipping` is resolved. */
export type BillingAddress = Omit<Extract<BillingAddressInput, { sameAsShipping: false }>, 'sameAsShipping'>;
