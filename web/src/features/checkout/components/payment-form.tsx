import { Loader2, Lock } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { paymentMessages } from '../lib/checkout-messages';
import { PaymentAlert } from './payment-alert';

interface PaymentFormProps {
  /** The provider's fields (Stripe's Payment Element, or the test-payment panel). */
  children: ReactNode;
  onSubmit: () => void;
  isProcessing: boolean;
  /** The provider is not ready to take the payment yet (e.g. Stripe.js still loading). */
  notReady?: boolean;
  error: string | null;
  notice: string | null;
}

/** The payment step's form: provider fields, spec §8 errors, and 'Complete Payment' / 'Processing Payment...'. */
export function PaymentForm({
  children,
  onSubmit,
  isProcessing,
  notReady = false,
  error,
  notice,
}: PaymentFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="space-y-5" aria-busy={isProcessing}>
      {children}
      {error ? (
        <PaymentAlert variant="destructive" title={<FormattedMessage {...paymentMessages.errorTitle} />}>
          {error}
        </PaymentAlert>
      ) : null}
      {notice ? <PaymentAlert variant="info">{notice}</PaymentAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isProcessing || notReady}>
        {isProcessing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {isProcessing ? (
          <FormattedMessage {...paymentMessages.processing} />
        ) : (
          <FormattedMessage {...paymentMessages.complete} />
        )}
      </Button>
    </form>
  );
}
