import type { MessageDescriptor } from 'react-intl';
import { getServerMessage, isApiError } from '@/lib/api';
import type { CreatePaymentIntentResponse } from '../types';
import { paymentMessages } from './checkout-messages';

/** What the payment step shows for the create-payment-intent call (spec §4 Payment component). */
export type PaymentState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string | MessageDescriptor }
  | { kind: 'unconfigured' }
  | { kind: 'manual'; paymentIntentId: string }
  | { kind: 'stripe'; clientSecret: string; publishableKey: string };

interface IntentCall {
  isUninitialized: boolean;
  isLoading: boolean;
  data?: CreatePaymentIntentResponse;
  error?: unknown;
}

/** The server says no payment provider is usable (503 with a "not configured" code). */
function isNotConfigured(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 503) return false;
  const code = typeof error.data === 'object' && error.data !== null ? (error.data as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /NOT_CONFIGURED|UNCONFIGURED/i.test(code);
}

export function resolvePaymentState(call: IntentCall): PaymentState {
  if (call.isUninitialized || call.isLoading) return { kind: 'loading' };
  if (call.error !== undefined) {
    if (isApiError(call.error) && call.error.status === 'FETCH_ERROR') return { kind: 'error', message: paymentMessages.connectFailed };
    if (isNotConfigured(call.error)) return { kind: 'unconfigured' };
    return { kind: 'error', message: getServerMessage(call.error) ?? paymentMessages.initFailed };
  }
  const data = call.data;
  if (!data?.clientSecret || !data.paymentIntentId) return { kind: 'error', message: paymentMessages.missingSecret };
  if (data.provider === 'manual') return { kind: 'manual', paymentIntentId: data.paymentIntentId };
  if (data.provider === 'stripe' && data.publishableKey) {
    return { kind: 'stripe', clientSecret: data.clientSecret, publishableKey: data.publishableKey };
  }
  return { kind: 'unconfigured' };
}
