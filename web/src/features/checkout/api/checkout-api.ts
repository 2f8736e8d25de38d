import { api } from '@/lib/api';
import type { ConfirmPaymentRequest, ConfirmPaymentResponse, CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '../types';

/** The payment calls of spec §7 (ARCHITECTURE §9: the server prices the cart, the client amount is only checked). */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPaymentIntent: build.mutation<CreatePaymentIntentResponse, CreatePaymentIntentRequest>({
      query: (body) => ({ url: 'create-payment-intent', method: 'POST', body }),
    }),
    confirmPayment: build.mutation<ConfirmPaymentResponse, ConfirmPaymentRequest>({
      query: (body) => ({ url: 'confirm-payment', method: 'POST', body }),
      // A paid order empties the cart on the server: the badge and cart page read it again.
      invalidatesTags: (result, _error, { cartSessionId }) => (result?.success ? [{ type: 'Cart', id: cartSessionId }] : []),
    }),
  }),
});

export const { useCreatePaymentIntentMutation, useConfirmPaymentMutation } = checkoutApi;
