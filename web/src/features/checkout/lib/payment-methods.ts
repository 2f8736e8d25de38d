/**
 * Spec §9: the payment methods the Stripe intent is created with (by the orders service) and the
 * order of the Payment Element's tabs.
 */
export const PAYMENT_METHODS = [
  'card',
  'sepa_debit',
  'ideal',
  'giropay',
  'sofort',
  'bancontact',
  'eps',
  'p24',
] as const;
export const PAYMENT_METHOD_TAB_ORDER = ['card', 'sepa_debit', 'ideal', 'giropay'] as const;

/** The Payment Element's own theme (spec §9), in the storefront's warm brass palette. */
export const STRIPE_APPEARANCE = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#a26a1c',
    colorBackground: '#ffffff',
    colorText: '#2b2620',
    colorDanger: '#c0352b',
    fontFamily: 'Inter, system-ui, sans-serif',
    borderRadius: '6px',
  },
} as const;
