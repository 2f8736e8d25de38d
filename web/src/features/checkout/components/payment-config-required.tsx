import { Settings } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  title: {
    id: 'checkout.payment.configRequired.title',
    defaultMessage: 'Payment System Configuration Required',
    description: 'Heading of the card shown when no payment provider is usable',
  },
  text: {
    id: 'checkout.payment.configRequired.text',
    defaultMessage:
      'Online payments are not set up yet: the payment keys must be provided before orders can be paid. Please try again later.',
    description: 'Text of the card shown when no payment provider is usable',
  },
});

/** Spec §4/§8: no usable payment provider (e.g. Stripe without a publishable key). */
export function PaymentConfigRequired() {
  return (
    <section
      data-testid="payment-config-required"
      aria-labelledby="payment-config-title"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-muted/40 p-8 text-center"
    >
      <Settings className="size-8 text-muted-foreground" aria-hidden="true" />
      <h3 id="payment-config-title" className="text-lg font-semibold">
        <FormattedMessage {...messages.title} />
      </h3>
      <p className="max-w-prose text-sm text-muted-foreground">
        <FormattedMessage {...messages.text} />
      </p>
    </section>
  );
}
