import { useSyncExternalStore } from 'react';
import { readCartSessionId, subscribeToCartSession } from '../lib/cart-session';

/** The stored cart session id, or null before the first cart action; re-renders when it changes. */
export function useCartSessionId(): string | null {
  return useSyncExternalStore(subscribeToCartSession, readCartSessionId, () => null);
}
