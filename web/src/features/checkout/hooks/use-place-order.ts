import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getServerMessage, isApiError } from '@/lib/api';
import { useConfirmPaymentMutation } from '../api/checkout-api';
import { paymentMessages } from '../lib/checkout-messages';
import { clearPendingPayment } from '../lib/pending-payment';
import type { BillingAddress, ShippingAddress } from '../types';

/** What the provider reports after the shopper confirmed: only 'succeeded' places the order (spec §4). */
export type ProviderResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'processing' }
  | { status: 'failed'; message?: string };

export interface PlaceOrderOptions {
  cartSessionId: string;
  shippingAddress: ShippingAddress;
  billingAddress: BillingAddress;
  onPaid: (orderNumber: string) => void;
}

/** confirm-payment's own error (`{ success: false, error }` or `{ message }`), if the body has one. */
function orderError(error: unknown): string | undefined {
  if (isApiError(error) && typeof error.data === 'object' && error.data !== null) {
    const { error: text } = error.data as { error?: unknown };
    if (typeof text === 'string' && text.length > 0) return text;
  }
  return getServerMessage(error);
}

/**
 * Runs one payment: the provider's confirmation, then (only on 'succeeded') confirm-payment, then
 * `onPaid(orderNumber)`. A second submit while one runs is ignored; errors follow spec §8.
 */
export function usePlaceOrder({ cartSessionId, shippingAddress, billingAddress, onPaid }: PlaceOrderOptions) {
  const intl = useIntl();
  const [confirmPayment] = useConfirmPaymentMutation();
  const running = useRef(false);
  const [isProcessing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirmOrder = useCallback(
    async (paymentIntentId: string): Promise<boolean> => {
      let response;
      try {
        response = await confirmPayment({
          paymentIntentId,
          cartSessionId,
          shippingAddress,
          billingAddress,
        }).unwrap();
      } catch (failure) {
        setError(orderError(failure) ?? intl.formatMessage(paymentMessages.orderFailed));
        return false;
      }
      if (!response.success || !response.orderNumber) {
        setError(response.error || intl.formatMessage(paymentMessages.orderFailed));
        return false;
      }
      clearPendingPayment();
      onPaid(response.orderNumber);
      return true;
    },
    [confirmPayment, cartSessionId, shippingAddress, billingAddress, intl, onPaid],
  );

  const pay = useCallback(
    async (confirmWithProvider: () => Promise<ProviderResult>) => {
      if (running.current) return;
      running.current = true;
      setProcessing(true);
      setError(null);
      setNotice(null);
      let placed = false;
      try {
        const result = await confirmWithProvider();
        if (result.status === 'failed')
          setError(result.message || intl.formatMessage(paymentMessages.paymentFailed));
        else if (result.status === 'processing') setNotice(intl.formatMessage(paymentMessages.pending));
        else placed = await confirmOrder(result.paymentIntentId);
      } catch (failure) {
        setError(
          failure instanceof Error && failure.message
            ? failure.message
            : intl.formatMessage(paymentMessages.processingFailed),
        );
      } finally {
        // After success the button stays disabled until the confirmation page replaces this one.
        if (!placed) {
          running.current = false;
          setProcessing(false);
        }
      }
    },
    [confirmOrder, intl],
  );

  return { pay, confirmOrder, isProcessing, error, notice };
}
