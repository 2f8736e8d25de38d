import { skipToken } from '@reduxjs/toolkit/query/react';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LAST_ORDER_STORAGE_KEY } from '@/config/constants';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/language-provider';
import { writeStorage } from '@/lib/storage';
import { useGetCheckoutQuoteQuery } from '../api/checkout-api';
import { useStartPayment } from '../hooks/use-start-payment';
import { addressesForOrder, initialCheckoutForm, type CheckoutFormState } from '../lib/address';
import { asCountryCode, chargeCurrency } from '../lib/countries';
import { resolvePaymentState } from '../lib/payment-state';
import type { CheckoutCart } from '../types';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';
import { OrderSummary } from './order-summary';
import { PaymentReturn } from './payment-return';
import { PaymentStep } from './payment-step';
import { ShippingForm } from './shipping-form';

const messages = defineMessages({
  title: { id: 'checkout.title', defaultMessage: 'Checkout', description: 'Heading of the checkout page' },
  backToCart: {
    id: 'checkout.backToCart',
    defaultMessage: 'Back to Cart',
    description: 'Link from the checkout back to the cart',
  },
  loading: {
    id: 'checkout.loading',
    defaultMessage: 'Loading checkout…',
    description: 'Screen-reader text while the checkout loads the cart',
  },
});

export interface CheckoutViewProps {
  cart: CheckoutCart | undefined;
  isLoading: boolean;
  error?: unknown;
  /** No cart session, an unknown cart, or a cart without lines: checkout sends the shopper to /cart. */
  isEmpty: boolean;
  onRetry: () => void;
  /** After the order exists and before the confirmation page opens (e.g. to refresh the cart). */
  onOrderPlaced?: (orderNumber: string) => void;
}

function CheckoutSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:px-8" aria-busy="true">
      <span className="sr-only" role="status">
        <FormattedMessage {...messages.loading} />
      </span>
      <div className="space-y-4 lg:col-span-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-96 w-full" />
      </div>
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

/** The two-step checkout (spec §2, §4): shipping form, then payment; sticky order summary. */
export function CheckoutView({ cart, isLoading, error, isEmpty, onRetry, onOrderPlaced }: CheckoutViewProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<CheckoutStep>('shipping');
  const { language } = useLanguage();
  const [form, setForm] = useState<CheckoutFormState>(() => initialCheckoutForm(language.code));
  const [placed, setPlaced] = useState(false);
  const payment = useStartPayment();
  const country = form.shipping.country;
  const { data: quote } = useGetCheckoutQuoteQuery(
    cart && !isEmpty ? { cartSessionId: cart.sessionId, country } : skipToken,
  );
  const stepHeading = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // A step change moves focus to the page heading, so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
    stepHeading.current?.focus();
  }, [step]);

  const onPaid = useCallback(
    (orderNumber: string) => {
      setPlaced(true);
      writeStorage(LAST_ORDER_STORAGE_KEY, orderNumber);
      onOrderPlaced?.(orderNumber);
      navigate(paths.orderConfirmation(orderNumber));
    },
    [navigate, onOrderPlaced],
  );

  const returnedIntent = searchParams.get('payment_intent');
  if (returnedIntent) {
    return (
      <PaymentReturn
        paymentIntentId={returnedIntent}
        redirectStatus={searchParams.get('redirect_status')}
        onPaid={onPaid}
      />
    );
  }
  if (placed || isLoading) return <CheckoutSkeleton />;
  if (error) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ApiErrorState error={error} onRetry={onRetry} />
      </div>
    );
  }
  if (isEmpty || !cart) return <Navigate to={paths.cart} replace />;

  const currency = chargeCurrency(country);
  const { shippingAddress, billingAddress } = addressesForOrder(form);
  const requestIntent = () =>
    void payment.start({ cartSessionId: cart.sessionId, shippingAddress, billingAddress });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to={paths.cart}
        className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        <FormattedMessage {...messages.backToCart} />
      </Link>
      <div
        ref={stepHeading}
        tabIndex={-1}
        className="mt-4 flex flex-wrap items-center justify-between gap-4 outline-none"
      >
        <h1 className="text-3xl font-bold tracking-tight">
          <FormattedMessage {...messages.title} />
        </h1>
        <CheckoutSteps current={step} />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          {step === 'shipping' ? (
            <ShippingForm
              value={form}
              onChange={setForm}
              onSubmit={() => {
                setStep('payment');
                requestIntent();
              }}
            />
          ) : (
            <PaymentStep
              state={resolvePaymentState(payment.call)}
              onRetry={requestIntent}
              onBack={() => {
                payment.reset();
                setStep('shipping');
              }}
              cartSessionId={cart.sessionId}
              shippingAddress={shippingAddress}
              billingAddress={billingAddress}
              onPaid={onPaid}
            />
          )}
        </div>
        <OrderSummary cart={cart} country={asCountryCode(country)} currency={currency} quote={quote} />
      </div>
    </div>
  );
}
