import { api } from '@/lib/api';
import type { OrderResponse } from '../types';

/** Order reads (spec §7). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<OrderResponse, string>({
      query: (orderNumber) => `orders/${encodeURIComponent(orderNumber)}`,
      providesTags: (_result, _error, orderNumber) => [{ type: 'Order', id: orderNumber }],
    }),
  }),
});

export const { useGetOrderQuery } = ordersApi;

/** Where the order's PDF invoice is served. */
export function invoiceUrl(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`;
}
