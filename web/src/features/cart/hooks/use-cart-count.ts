import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetCartQuery } from '../api/cart-api';
import { useCartSessionId } from './use-cart-session-id';

export interface CartCount {
  count: number;
  isLoading: boolean;
}

/**
 * The header badge's item count. Without a stored cart session nothing is fetched (count 0); a
 * failed read counts as an empty cart rather than an error in the header.
 */
export function useCartCount(): CartCount {
  const sessionId = useCartSessionId();
  const { data, isLoading, isError } = useGetCartQuery(sessionId ?? skipToken);
  if (!sessionId) return { count: 0, isLoading: false };
  if (isError) return { count: 0, isLoading: false };
  return { count: data?.itemCount ?? 0, isLoading };
}
