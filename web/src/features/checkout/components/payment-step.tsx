import { ArrowLeft, Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { PlaceOrderOptions } from '../hooks/use-place-order';
import { paymentMessages } from '../lib/checkout-messages';
import { countryName } from '../lib/countries';
import type { PaymentState } from '../lib/payment-state';
import { ManualPayment } from './manual-payment';
import { PaymentAlert } from './payment-alert';
import { PaymentConfigRequired } from './payment-config-required';

const StripePayment = lazy(() => import('./stripe-payment'));

const messages = defineMessages({
  title: {
    id: 'checkout.payment.title',
    defaultMessage: 'Payment',
    description: 'Heading of the checkout payment step',
  },
  shipTo: {
    id: 'checkout.payment.shipTo',
    defaultMessage: 'Shipping to',
    description: 'Label of the address recap on the payment step',
  },
  loading: {
    id: 'checkout.payment.loading',
    defaultMessage: 'Preparing secure payment…',
    description: 'Shown while the payment is being set up',
  },
  back: {
    id: 'checkout.payment.back',
    defaultMessage: 'Back to Shipping',
    description: 'Button from the payment step back to the shipping form',
  },
});

interface PaymentStepProps extends PlaceOrderOptions {
  state: PaymentState;
  onRetry: () => void;
  onBack: () => void;
}

function PaymentLoading() {
  return (
    <div className="space-y-3" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        <FormattedMessage {...messages.loading} />
      </p>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

/** Step 2 (spec §2, §4): loading, error, unconfigured, or the provider's payment form. */
export function PaymentStep({ state, onRetry, onBack, ...options }: PaymentStepProps) {
  const intl = useIntl();
  const ship = options.shippingAddress;

  useEffect(() => {
    if (state.kind === 'unconfigured')
      console.warn('Payment provider is not configured: no usable provider or publishable key.');
  }, [state.kind]);

  let body;
  switch (state.kind) {
    case 'loading':
      body = <PaymentLoading />;
      break;
    case 'error':
      body = (
        <div className="space-y-4">
          <PaymentAlert variant="destructive" title={<FormattedMessage {...paymentMessages.errorTitle} />}>
            {typeof state.message === 'string' ? state.message : intl.formatMessage(state.message)}
          </PaymentAlert>
          <Button variant="outline" onClick={onRetry}>
            <FormattedMessage {...paymentMessages.tryAgain} />
          </Button>
        </div>
      );
      break;
    case 'unconfigured':
      body = <PaymentConfigRequired />;
      break;
    case 'manual':
      body = (
        <ManualPayment
          paymentIntentId={state.paymentIntentId}
          clientSecret={state.clientSecret}
          amountMinor={state.amountMinor}
          currency={state.currency}
          {...options}
        />
      );
      break;
    case 'stripe':
      body = (
        <Suspense fallback={<PaymentLoading />}>
          <StripePayment
            clientSecret={state.clientSecret}
            publishableKey={state.publishableKey}
            {...options}
          />
        </Suspense>
      );
      break;
  }

  return (
    <section aria-labelledby="checkout-payment-title" className="space-y-6">
      <h2 id="checkout-payment-title" className="text-xl font-semibold">
        <FormattedMessage {...messages.title} />
      </h2>
      <div className="rounded-md border border-border bg-muted/40 p-4 text-sm" data-testid="payment-ship-to">
        <p className="font-medium">
          <FormattedMessage {...messages.shipTo} />
        </p>
        <p className="text-muted-foreground">
          {[
            `${ship.firstName} ${ship.lastName}`,
            ship.address1,
            `${ship.postalCode} ${ship.city}`,
            countryName(ship.country, intl.locale),
          ].join(', ')}
        </p>
      </div>
      {body}
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        <FormattedMessage {...messages.back} />
      </Button>
    </section>
  );
}
