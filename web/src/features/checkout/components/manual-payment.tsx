import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getServerMessage } from '@/lib/api';
import { Money } from '@/i18n/components/money';
import { useConfirmManualPaymentMutation } from '../api/checkout-api';
import { usePlaceOrder, type PlaceOrderOptions, type ProviderResult } from '../hooks/use-place-order';
import { paymentMessages } from '../lib/checkout-messages';
import { PaymentForm } from './payment-form';

const messages = defineMessages({
  badge: {
    id: 'checkout.manual.badge',
    defaultMessage: 'TEST PAYMENT',
    description: 'Label of the test-payment panel (manual provider)',
  },
  title: {
    id: 'checkout.manual.title',
    defaultMessage: 'Test payment mode',
    description: 'Heading of the test-payment panel',
  },
  text: {
    id: 'checkout.manual.text',
    defaultMessage:
      'This store runs with the test payment provider: no card details are needed and no money is taken. Complete Payment places a test order of {amount}.',
    description: 'Explanation in the test-payment panel; amount is the order total',
  },
  decline: {
    id: 'checkout.manual.decline',
    defaultMessage: 'Simulate a declined payment',
    description: 'Checkbox in the test-payment panel that makes the test payment fail',
  },
});

interface ManualPaymentProps extends PlaceOrderOptions {
  paymentIntentId: string;
  clientSecret: string;
  /** Minor units (cents) in `currency`. */
  amountMinor: number;
  currency: string;
}

/**
 * The manual (development) provider of ARCHITECTURE §9: a clearly labelled test payment without
 * card data. 'Complete Payment' confirms the test intent, then the order is placed.
 */
export function ManualPayment({
  paymentIntentId,
  clientSecret,
  amountMinor,
  currency,
  ...options
}: ManualPaymentProps) {
  const intl = useIntl();
  const [decline, setDecline] = useState(false);
  const [confirmManual] = useConfirmManualPaymentMutation();
  const { pay, isProcessing, error, notice } = usePlaceOrder(options);

  const confirmTestPayment = async (): Promise<ProviderResult> => {
    try {
      const result = await confirmManual({
        paymentIntentId,
        clientSecret,
        outcome: decline ? 'decline' : 'succeed',
      }).unwrap();
      if (result.status === 'succeeded') return { status: 'succeeded', paymentIntentId };
      return { status: 'failed', message: result.error };
    } catch (failure) {
      return {
        status: 'failed',
        message: getServerMessage(failure) ?? intl.formatMessage(paymentMessages.paymentFailed),
      };
    }
  };

  return (
    <PaymentForm
      isProcessing={isProcessing}
      error={error}
      notice={notice}
      onSubmit={() => void pay(confirmTestPayment)}
    >
      <section
        data-testid="test-payment-panel"
        aria-labelledby="test-payment-title"
        className="rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-5 text-amber-950"
      >
        <p className="inline-flex items-center gap-2 rounded bg-amber-400 px-2 py-0.5 text-xs font-bold tracking-wider text-amber-950">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          <FormattedMessage {...messages.badge} />
        </p>
        <h3 id="test-payment-title" className="mt-3 font-semibold">
          <FormattedMessage {...messages.title} />
        </h3>
        <p className="mt-1 text-sm">
          <FormattedMessage
            {...messages.text}
            values={{
              amount: (
                <Money
                  key="amount"
                  amount={amountMinor / 100}
                  currency={currency}
                  className="font-semibold"
                />
              ),
            }}
          />
        </p>
        <label className="mt-3 flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-amber-600"
            checked={decline}
            onChange={(event) => setDecline(event.target.checked)}
          />
          <FormattedMessage {...messages.decline} />
        </label>
      </section>
    </PaymentForm>
  );
}
