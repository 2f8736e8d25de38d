import { FlaskConical } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Money } from '@/i18n/components/money';
import { usePlaceOrder, type PlaceOrderOptions } from '../hooks/use-place-order';
import { PaymentForm } from './payment-form';

const messages = defineMessages({
  badge: { id: 'checkout.manual.badge', defaultMessage: 'TEST PAYMENT', description: 'Label of the test-payment panel (manual provider)' },
  title: { id: 'checkout.manual.title', defaultMessage: 'Test payment mode', description: 'Heading of the test-payment panel' },
  text: {
    id: 'checkout.manual.text',
    defaultMessage:
      'This store runs with the test payment provider: no card details are needed and no money is taken. Complete Payment places a test order of {amount}.',
    description: 'Explanation in the test-payment panel; amount is the order total',
  },
});

interface ManualPaymentProps extends PlaceOrderOptions {
  paymentIntentId: string;
  amount: number;
  currency: string;
}

/** The manual (development) provider of ARCHITECTURE §9: a clearly labelled test payment without card data. */
export function ManualPayment({ paymentIntentId, amount, currency, ...options }: ManualPaymentProps) {
  const { pay, isProcessing, error, notice } = usePlaceOrder(options);
  return (
    <PaymentForm
      isProcessing={isProcessing}
      error={error}
      notice={notice}
      onSubmit={() => void pay(async () => ({ status: 'succeeded', paymentIntentId }))}
    >
      <section data-testid="test-payment-panel" aria-labelledby="test-payment-title" className="rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-5 text-amber-950">
        <p className="inline-flex items-center gap-2 rounded bg-amber-400 px-2 py-0.5 text-xs font-bold tracking-wider text-amber-950">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          <FormattedMessage {...messages.badge} />
        </p>
        <h3 id="test-payment-title" className="mt-3 font-semibold">
          <FormattedMessage {...messages.title} />
        </h3>
        <p className="mt-1 text-sm">
          <FormattedMessage {...messages.text} values={{ amount: <Money amount={amount} currency={currency} className="font-semibold" /> }} />
        </p>
      </section>
    </PaymentForm>
  );
}
