import { api } from '@/lib/api';
import type { CartResponse } from '../types';

/** Cart reads. The cart feature adds its mutations (add, update, remove, clear) here. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, string>({
      query: (sessionId) => `cart/${encodeURIComponent(sessionId)}`,
      providesTags: (_result, _error, sessionId) => [{ type: 'Cart', id: sessionId }],
    }),
  }),
});

export const { useGetCartQuery } = cartApi;
