import { api } from '@/lib/api';
import type { OrderLookup, OrderResponse } from '../types';

/** Orders are shown only to the cart session that placed them (order numbers are sequential). */
export const CART_SESSION_HEADER = 'x-cart-session';

function sessionHeaders(sessionId: string | null): Record<string, string> {
  return sessionId ? { [CART_SESSION_HEADER]: sessionId } : {};
}

/** Order reads (spec §7). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<OrderResponse, OrderLookup>({
      query: ({ orderNumber, sessionId }) => ({
        url: `orders/${encodeURIComponent(orderNumber)}`,
        headers: sessionHeaders(sessionId),
      }),
      providesTags: (_result, _error, { orderNumber }) => [{ type: 'Order', id: orderNumber }],
    }),
  }),
});

export const { useGetOrderQuery } = ordersApi;

/** The order's PDF invoice and the headers that name its cart session. */
export function invoiceRequest({ orderNumber, sessionId }: OrderLookup): {
  url: string;
  headers: Record<string, string>;
} {
  return {
    url: `/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`,
    headers: { Accept: 'application/pdf', ...sessionHeaders(sessionId) },
  };
}
