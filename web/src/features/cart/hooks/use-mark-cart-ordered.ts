import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@/lib/api';
import { cartApi } from '../api/cart-api';

/** The part of the store this hook touches: the API cache. */
type ApiState = { [api.reducerPath]: ReturnType<typeof api.reducer> };

/**
 * The orders service empties the cart through its `order.paid` event, a moment after checkout
 * hears of the order. Until then the cached cart shows empty at once (badge and cart page); the
 * cart is read again shortly after, so lines added meanwhile (which the order leaves) show again.
 */
export const CART_SETTLE_MS = 1500;

export function useMarkCartOrdered(): (sessionId: string) => void {
  const dispatch = useDispatch<ThunkDispatch<ApiState, unknown, UnknownAction>>();
  return useCallback(
    (sessionId: string) => {
      dispatch(
        cartApi.util.updateQueryData('getCart', sessionId, (draft) => {
          draft.items = [];
          draft.itemCount = 0;
          draft.totalAmount = '0.00';
        }),
      );
      setTimeout(
        () => dispatch(cartApi.util.invalidateTags([{ type: 'Cart', id: sessionId }])),
        CART_SETTLE_MS,
      );
    },
    [dispatch],
  );
}
