import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetCartQuery } from '../api/cart-api';
import type { CartResponse } from '../types';
import { useCartSessionId } from './use-cart-session-id';

export interface CartState {
  sessionId: string | null;
  cart: CartResponse | undefined;
  isLoading: boolean;
  /** The read failed (a missing cart counts as empty, not as an error: see `isEmpty`). */
  error: unknown;
  /** No session, a cart the server does not know (404), or a cart without lines. */
  isEmpty: boolean;
  refetch: () => void;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** The shopper's cart for the cart page and checkout. */
export function useCart(): CartState {
  const sessionId = useCartSessionId();
  const { data, isLoading, isFetching, error, refetch } = useGetCartQuery(sessionId ?? skipToken);
  if (!sessionId)
    return {
      sessionId,
      cart: undefined,
      isLoading: false,
      error: undefined,
      isEmpty: true,
      refetch: () => undefined,
    };
  const missing = isNotFound(error);
  const loading = isLoading || (isFetching && !data && !error);
  return {
    sessionId,
    cart: missing ? undefined : data,
    isLoading: loading,
    error: missing ? undefined : error,
    isEmpty: !loading && (missing || (!error && (data?.items.length ?? 0) === 0)),
    refetch: () => void refetch(),
  };
}
