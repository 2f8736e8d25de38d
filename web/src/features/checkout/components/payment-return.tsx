import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePlaceOrder } from '../hooks/use-place-order';
import { paymentMessages } from '../lib/checkout-messages';
import { readPendingPayment, type PendingPayment } from '../lib/pending-payment';
import { PaymentAlert } from './payment-alert';

const messages = defineMessages({
  confirming: {
    id: 'checkout.return.confirming',
    defaultMessage: 'Confirming your payment…',
    description: 'Shown when returning from a bank redirect',
  },
  backToCheckout: {
    id: 'checkout.return.back',
    defaultMessage: 'Back to Checkout',
    description: 'Link back to the checkout after a failed redirect payment',
  },
});

interface PaymentReturnProps {
  paymentIntentId: string;
  redirectStatus: string | null;
  onPaid: (orderNumber: string) => void;
}

function ConfirmAfterRedirect({
  pending,
  paymentIntentId,
  onPaid,
}: {
  pending: PendingPayment;
  paymentIntentId: string;
  onPaid: (n: string) => void;
}) {
  const { confirmOrder, error } = usePlaceOrder({ ...pending, onPaid });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirmOrder(paymentIntentId);
  }, [confirmOrder, paymentIntentId]);
  if (error) return <Failed message={error} />;
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      <FormattedMessage {...messages.confirming} />
    </p>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <PaymentAlert variant="destructive" title={<FormattedMessage {...paymentMessages.errorTitle} />}>
        {message}
      </PaymentAlert>
      <Button asChild variant="outline">
        <Link to={paths.checkout} replace>
          <FormattedMessage {...messages.backToCheckout} />
        </Link>
      </Button>
    </div>
  );
}

/**
 * Back from a payment method that redirected to the bank (Stripe appends payment_intent and
 * redirect_status to the return URL): place the order for a succeeded payment, else show why not.
 */
export function PaymentReturn({ paymentIntentId, redirectStatus, onPaid }: PaymentReturnProps) {
  const intl = useIntl();
  const [pending] = useState(readPendingPayment);
  let content;
  if (redirectStatus === 'succeeded' && pending)
    content = <ConfirmAfterRedirect pending={pending} paymentIntentId={paymentIntentId} onPaid={onPaid} />;
  else if (redirectStatus === 'processing')
    content = <PaymentAlert variant="info">{intl.formatMessage(paymentMessages.pending)}</PaymentAlert>;
  else
    content = (
      <Failed
        message={intl.formatMessage(
          redirectStatus === 'succeeded' ? paymentMessages.orderFailed : paymentMessages.paymentFailed,
        )}
      />
    );
  return <div className="mx-auto max-w-xl px-4 py-16">{content}</div>;
}
