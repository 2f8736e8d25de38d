import { api, idempotentWrite } from '@/lib/api';
import type {
  CheckoutQuoteDto,
  CheckoutQuoteRequest,
  ConfirmPaymentRequest,
  ConfirmPaymentResponse,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  ManualConfirmDto,
  ManualConfirmRequest,
} from '../types';

/**
 * Checkout's calls (spec §7; ARCHITECTURE §9): the server prices the cart (quote, in the shipping
 * country's currency), opens the payment for exactly that amount, and creates the order once the
 * provider reports the payment succeeded. Every write carries an Idempotency-Key (see baseQuery).
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutQuote: build.query<CheckoutQuoteDto, CheckoutQuoteRequest>({
      query: ({ cartSessionId, country }) => ({ url: 'checkout/quote', params: { cartSessionId, country } }),
      // Priced from the cart: a cart change prices it again.
      providesTags: (_result, _error, { cartSessionId }) => [{ type: 'Cart', id: cartSessionId }],
    }),
    createPaymentIntent: build.mutation<CreatePaymentIntentResponse, CreatePaymentIntentRequest>({
      query: (body) => idempotentWrite({ url: 'create-payment-intent', method: 'POST', body }),
    }),
    confirmManualPayment: build.mutation<ManualConfirmDto, ManualConfirmRequest>({
      query: (body) => idempotentWrite({ url: 'payments/manual/confirm', method: 'POST', body }),
    }),
    confirmPayment: build.mutation<ConfirmPaymentResponse, ConfirmPaymentRequest>({
      query: (body) => idempotentWrite({ url: 'confirm-payment', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetCheckoutQuoteQuery,
  useLazyGetCheckoutQuoteQuery,
  useCreatePaymentIntentMutation,
  useConfirmManualPaymentMutation,
  useConfirmPaymentMutation,
} = checkoutApi;
