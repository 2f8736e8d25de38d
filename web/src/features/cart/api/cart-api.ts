import { api, idempotentWrite } from '@/lib/api';
import { summarise } from '../lib/cart-totals';
import type { AddToCartRequest, CartResponse, RemoveCartItemRequest, UpdateCartItemRequest } from '../types';

/** Item calls name their cart in this header (the BFF also takes `sessionId` in the PUT body). */
const CART_SESSION_HEADER = 'x-cart-session';

const cartTag = (sessionId: string) => [{ type: 'Cart' as const, id: sessionId }];

/**
 * The cart calls of spec §7. Every change carries an Idempotency-Key (sent again under it after a
 * 503, see baseQuery). Every change invalidates the session's cart, so the cart page and the
 * header badge refetch it (spec §4: "cart data is refreshed after each cart change"); quantity
 * changes and removals also patch the cached cart at once and roll back if the server refuses.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, string>({
      query: (sessionId) => `cart/${encodeURIComponent(sessionId)}`,
      providesTags: (_result, _error, sessionId) => cartTag(sessionId),
    }),
    addToCart: build.mutation<unknown, AddToCartRequest>({
      query: (body) => idempotentWrite({ url: 'cart/add', method: 'POST', body }),
      invalidatesTags: (_result, _error, { sessionId }) => cartTag(sessionId),
    }),
    updateCartItem: build.mutation<unknown, UpdateCartItemRequest>({
      query: ({ sessionId, itemId, quantity }) =>
        idempotentWrite({
          url: `cart/items/${encodeURIComponent(itemId)}`,
          method: 'PUT',
          headers: { [CART_SESSION_HEADER]: sessionId },
          body: { sessionId, quantity },
        }),
      invalidatesTags: (_result, _error, { sessionId }) => cartTag(sessionId),
      async onQueryStarted({ sessionId, itemId, quantity }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', sessionId, (draft) => {
            const item = draft.items.find((line) => line.id === itemId);
            if (item) item.quantity = quantity;
            Object.assign(draft, summarise(draft.items));
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    removeCartItem: build.mutation<unknown, RemoveCartItemRequest>({
      query: ({ sessionId, itemId }) =>
        idempotentWrite({
          url: `cart/items/${encodeURIComponent(itemId)}`,
          method: 'DELETE',
          headers: { [CART_SESSION_HEADER]: sessionId },
        }),
      invalidatesTags: (_result, _error, { sessionId }) => cartTag(sessionId),
      async onQueryStarted({ sessionId, itemId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', sessionId, (draft) => {
            draft.items = draft.items.filter((line) => line.id !== itemId);
            Object.assign(draft, summarise(draft.items));
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    clearCart: build.mutation<unknown, string>({
      query: (sessionId) => idempotentWrite({ url: `cart/${encodeURIComponent(sessionId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, sessionId) => cartTag(sessionId),
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useClearCartMutation,
} = cartApi;
