import type { MessageDescriptor } from 'react-intl';
import { getServerMessage, isApiError } from '@/lib/api';
import type { CreatePaymentIntentResponse } from '../types';
import { paymentMessages } from './checkout-messages';

/** What the payment step shows for the create-payment-intent call (spec §4 Payment component). */
export type PaymentState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string | MessageDescriptor }
  | { kind: 'unconfigured' }
  | { kind: 'manual'; paymentIntentId: string; clientSecret: string; amountMinor: number; currency: string }
  | { kind: 'stripe'; paymentIntentId: string; clientSecret: string; publishableKey: string };

export interface IntentCall {
  isLoading: boolean;
  data?: CreatePaymentIntentResponse;
  error?: unknown;
}

/**
 * Spec §8: the server's message, else 'Failed to initialize payment'; a network failure 'Failed to
 * connect to payment service'; no client secret 'Failed to initialize payment. Please try again.';
 * Stripe without a publishable key (or no provider we know) is the configuration-required card.
 */
export function resolvePaymentState(call: IntentCall): PaymentState {
  if (call.isLoading) return { kind: 'loading' };
  if (call.error !== undefined) {
    if (
      isApiError(call.error) &&
      (call.error.status === 'FETCH_ERROR' || call.error.status === 'TIMEOUT_ERROR')
    ) {
      return { kind: 'error', message: paymentMessages.connectFailed };
    }
    return { kind: 'error', message: getServerMessage(call.error) ?? paymentMessages.initFailed };
  }
  const data = call.data;
  if (!data) return { kind: 'loading' };
  if (!data.clientSecret || !data.paymentIntentId)
    return { kind: 'error', message: data.message || paymentMessages.missingSecret };
  if (data.provider === 'manual') {
    return {
      kind: 'manual',
      paymentIntentId: data.paymentIntentId,
      clientSecret: data.clientSecret,
      amountMinor: data.amount ?? 0,
      currency: (data.currency ?? 'eur').toUpperCase(),
    };
  }
  if (data.provider === 'stripe' && data.publishableKey) {
    return {
      kind: 'stripe',
      paymentIntentId: data.paymentIntentId,
      clientSecret: data.clientSecret,
      publishableKey: data.publishableKey,
    };
  }
  return { kind: 'unconfigured' };
}
