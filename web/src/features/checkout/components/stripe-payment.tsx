import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { useHref } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/language-provider';
import { usePlaceOrder, type PlaceOrderOptions, type ProviderResult } from '../hooks/use-place-order';
import { resolvedBilling } from '../lib/address';
import { PAYMENT_METHOD_TAB_ORDER, STRIPE_APPEARANCE } from '../lib/payment-methods';
import { savePendingPayment } from '../lib/pending-payment';
import { PaymentForm } from './payment-form';

/*
 * Loaded with React.lazy only when the provider is 'stripe', so Stripe.js (fetched from Stripe's
 * own host by `@stripe/stripe-js/pure`, spec §7) never loads for the manual provider or in tests.
 */

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function getStripe(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

interface StripePaymentProps extends PlaceOrderOptions {
  clientSecret: string;
  publishableKey: string;
}

function StripePaymentForm(options: PlaceOrderOptions) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const { pay, isProcessing, error, notice } = usePlaceOrder(options);
  // The payment comes back to checkout in the page's language (the router's basename is its prefix).
  const checkoutPath = useHref(paths.checkout);

  const confirmWithStripe = async (): Promise<ProviderResult> => {
    if (!stripe || !elements) return { status: 'failed' };
    // A redirecting method (iDEAL, Sofort, ...) comes back to /checkout; keep what confirm-payment needs.
    savePendingPayment({
      cartSessionId: options.cartSessionId,
      shippingAddress: options.shippingAddress,
      billingAddress: options.billingAddress,
    });
    const ship = options.shippingAddress;
    const bill = resolvedBilling(ship, options.billingAddress);
    const { error: stripeError, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: `${window.location.origin}${checkoutPath}`,
        receipt_email: ship.email,
        payment_method_data: {
          billing_details: {
            name: `${bill.firstName} ${bill.lastName}`.trim(),
            email: ship.email,
            phone: ship.phone,
            address: {
              line1: bill.address1,
              line2: bill.address2 || null,
              city: bill.city,
              state: null,
              postal_code: bill.postalCode,
              country: bill.country,
            },
          },
        },
      },
    });
    if (stripeError) return { status: 'failed', message: stripeError.message };
    if (paymentIntent?.status === 'succeeded')
      return { status: 'succeeded', paymentIntentId: paymentIntent.id };
    if (paymentIntent?.status === 'processing') return { status: 'processing' };
    return { status: 'failed' };
  };

  return (
    <PaymentForm
      isProcessing={isProcessing}
      notReady={!stripe || !elements || !elementReady}
      error={error}
      notice={notice}
      onSubmit={() => void pay(confirmWithStripe)}
    >
      <PaymentElement
        onReady={() => setElementReady(true)}
        options={{
          layout: 'tabs',
          paymentMethodOrder: [...PAYMENT_METHOD_TAB_ORDER],
          fields: { billingDetails: { name: 'never', email: 'never', phone: 'never', address: 'never' } },
        }}
      />
    </PaymentForm>
  );
}

/** Stripe's Payment Element (spec §9 methods and tab order), confirmed without a redirect unless one is needed. */
export default function StripePayment({ clientSecret, publishableKey, ...options }: StripePaymentProps) {
  const { language } = useLanguage();
  return (
    <Elements
      stripe={getStripe(publishableKey)}
      options={{
        clientSecret,
        appearance: { ...STRIPE_APPEARANCE },
        locale: language.code as StripeElementLocale,
      }}
    >
      <StripePaymentForm {...options} />
    </Elements>
  );
}
