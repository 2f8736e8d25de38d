import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { CART_SESSION_KEY, getOrCreateCartSessionId } from '../lib/cart-session';
import { useCartCount } from './use-cart-count';

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={makeStore()}>{children}</Provider>;
}

describe('useCartCount', () => {
  it('is 0 and fetches nothing without a cart session', () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { result } = renderHook(() => useCartCount(), { wrapper });
    expect(result.current).toEqual({ count: 0, isLoading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads GET /api/cart/{sessionId} when a session is stored, loading until it answers', async () => {
    window.localStorage.setItem(CART_SESSION_KEY, 'session_1_abc');
    const fetchMock = mockFetch(() => jsonResponse({ sessionId: 'session_1_abc', items: [], itemCount: 4, totalAmount: '10.00' }));
    const { result } = renderHook(() => useCartCount(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ count: 4, isLoading: false }));
    expect(new URL((fetchMock.mock.calls[0]?.[0] as Request).url).pathname).toBe('/api/cart/session_1_abc');
  });

  it('treats a failed read as an empty cart', async () => {
    window.localStorage.setItem(CART_SESSION_KEY, 'session_1_abc');
    mockFetch(() => new Response('gone', { status: 500 }));
    const { result } = renderHook(() => useCartCount(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ count: 0, isLoading: false }));
  });

  it('starts reading when a session is created later in this tab', async () => {
    mockFetch(() => jsonResponse({ sessionId: 'x', items: [], itemCount: 1, totalAmount: '5.00' }));
    const { result } = renderHook(() => useCartCount(), { wrapper });
    act(() => {
      const id = getOrCreateCartSessionId();
      expect(id).toMatch(/^session_\d+_[a-z0-9]+$/);
    });
    await waitFor(() => expect(result.current.count).toBe(1));
  });
});
