import { useCallback, useRef, useState } from 'react';
import { useCreatePaymentIntentMutation, useLazyGetCheckoutQuoteQuery } from '../api/checkout-api';
import type { IntentCall } from '../lib/payment-state';
import type { BillingAddress, CreatePaymentIntentResponse, ShippingAddress } from '../types';

export interface StartPaymentInput {
  cartSessionId: string;
  shippingAddress: ShippingAddress;
  billingAddress: BillingAddress;
}

/**
 * Opens the payment when the shipping step is submitted: the server's quote for the shipping
 * country (asked again, so a changed cart is priced afresh), then create-payment-intent for exactly that
 * amount in cents, with the addresses. Only the latest attempt updates the state.
 */
export function useStartPayment() {
  const [getQuote] = useLazyGetCheckoutQuoteQuery();
  const [createIntent] = useCreatePaymentIntentMutation();
  const [call, setCall] = useState<IntentCall>({ isLoading: false });
  const attempt = useRef(0);

  const start = useCallback(
    async ({ cartSessionId, shippingAddress, billingAddress }: StartPaymentInput) => {
      const current = ++attempt.current;
      const settle = (next: IntentCall) => {
        if (attempt.current === current) setCall(next);
      };
      setCall({ isLoading: true });
      try {
        const quote = await getQuote({ cartSessionId, country: shippingAddress.country }).unwrap();
        const data: CreatePaymentIntentResponse = await createIntent({
          amount: quote.amount,
          currency: quote.currency,
          cartSessionId,
          country: shippingAddress.country,
          shippingAddress,
          billingAddress,
        }).unwrap();
        settle({ isLoading: false, data });
      } catch (error) {
        settle({ isLoading: false, error });
      }
    },
    [getQuote, createIntent],
  );

  const reset = useCallback(() => {
    attempt.current += 1;
    setCall({ isLoading: false });
  }, []);

  return { call, start, reset };
}
